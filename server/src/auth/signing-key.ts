// The key that signs access tokens: AUTH_SECRET when configured, else one generated once into DATA_DIR (mode 0600).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const KEY_FILE = 'signing-key';

/** Loads (or creates on first start) the HMAC key for access tokens. */
export function loadSigningKey(config: Pick<Config, 'authSecret' | 'dataDir'>): Uint8Array {
  if (config.authSecret) return new TextEncoder().encode(config.authSecret);
  const file = path.join(config.dataDir, KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' fails if another process created the key first; then that key is read below.
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32)
    throw new Error(`The signing key in ${file} is too short; delete it to generate a new one.`);
  return new TextEncoder().encode(key);
}
