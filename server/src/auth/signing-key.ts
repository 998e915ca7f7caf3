// The key that signs access tokens: AUTH_SECRET when configured, else one generated once into DATA_DIR (mode 0600).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const KEY_FILE = 'signing-key';

/**
 * Writes a new key to `file` whole or not at all: into a temporary file first, flushed to disk, then linked to its
 * name, which fails if another process linked its key first (then that key is used). A crash at any moment leaves
 * either no key file or a complete one, never an empty one.
 */
function createKeyFile(file: string): void {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(temporary, 'wx', 0o600);
  try {
    fs.writeSync(fd, randomBytes(32).toString('base64url'));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
}

/** Loads (or creates on first start) the HMAC key for access tokens. */
export function loadSigningKey(config: Pick<Config, 'authSecret' | 'dataDir'>): Uint8Array {
  if (config.authSecret) return new TextEncoder().encode(config.authSecret);
  const file = path.join(config.dataDir, KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!fs.existsSync(file)) createKeyFile(file);
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32)
    throw new Error(`The signing key in ${file} is too short; delete it to generate a new one.`);
  return new TextEncoder().encode(key);
}
