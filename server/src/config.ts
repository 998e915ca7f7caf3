// Reads the server's configuration from the environment once, validates it and freezes it.
import path from 'node:path';

/** The validated, frozen configuration of one server process. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string;
  readonly dialect: 'sqlite' | 'postgres';
  readonly publicUrl: string;
  readonly authSecret: string | null;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlDays: number;
  readonly refreshReuseGraceSeconds: number;
  readonly trustProxy: boolean;
  readonly demoData: boolean;
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  readonly pgPoolMax: number;
  readonly maxImagePixels: number;
  /** scrypt cost (N); tests lower it, the hash records it so verification always uses the stored cost. */
  readonly passwordHashCost: number;
  /** The address shown to users for support (error screen, legal pages, emails). */
  readonly supportEmail: string;
  /** The built marketplace site served at / (sites/marketplace/dist by default). */
  readonly siteDir: string;
}

/** Thrown when a variable has a bad value; the message names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** The site's build output, found relative to this file so any working directory works. */
const DEFAULT_SITE_DIR = path.resolve(import.meta.dirname, '../../sites/marketplace/dist');

function email(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^[^\s@]+@[^\s@]+$/.test(raw)) throw new ConfigError(name, `must be an email address, got "${raw}"`);
  return raw;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${env[name]}"`);
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!(values as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${values.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function databaseUrl(env: Env, dataDir: string): { url: string; dialect: Config['dialect'] } {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return { url: `sqlite:${path.join(dataDir, 'dealloop.sqlite')}`, dialect: 'sqlite' };
  if (/^postgres(ql)?:\/\//.test(raw)) {
    try {
      new URL(raw);
    } catch {
      throw new ConfigError('DATABASE_URL', 'is not a valid postgres:// URL');
    }
    return { url: raw, dialect: 'postgres' };
  }
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length);
    if (!file) throw new ConfigError('DATABASE_URL', 'needs a file path after sqlite:');
    return { url: `sqlite:${path.resolve(file)}`, dialect: 'sqlite' };
  }
  throw new ConfigError('DATABASE_URL', 'must start with postgres://, postgresql:// or sqlite:');
}

function publicUrl(env: Env, port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('PUBLIC_URL', `is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('PUBLIC_URL', 'must use http or https');
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** Reads and validates the configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || 'data');
  const { url, dialect } = databaseUrl(env, dataDir);
  const authSecret = env.AUTH_SECRET?.trim() || null;
  if (authSecret !== null && authSecret.length < 32) {
    throw new ConfigError('AUTH_SECRET', 'must be at least 32 characters long');
  }
  const config: Config = {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl: url,
    dialect,
    publicUrl: publicUrl(env, port),
    authSecret,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86_400),
    refreshTokenTtlDays: integer(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    refreshReuseGraceSeconds: integer(env, 'REFRESH_REUSE_GRACE_SECONDS', 10, 0, 300),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    demoData: boolean(env, 'DEMO_DATA', true),
    logLevel: oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error', 'silent'] as const, 'info'),
    pgPoolMax: integer(env, 'PG_POOL_MAX', 10, 1, 500),
    maxImagePixels: integer(env, 'MAX_IMAGE_PIXELS', 40_000_000, 1_000_000, 268_402_689),
    passwordHashCost: integer(env, 'PASSWORD_HASH_COST', 32_768, 1024, 1_048_576),
    supportEmail: email(env, 'SUPPORT_EMAIL', `support@${new URL(publicUrl(env, port)).hostname}`),
    siteDir: path.resolve(cwd, env.SITE_DIR?.trim() || DEFAULT_SITE_DIR),
  };
  if ((config.passwordHashCost & (config.passwordHashCost - 1)) !== 0) {
    throw new ConfigError('PASSWORD_HASH_COST', 'must be a power of two');
  }
  return Object.freeze(config);
}
