// Reads the server's configuration from the environment once, validates it and freezes it.
import path from 'node:path';
import { CHAT_STREAM_PACE } from './loop/chat-limits';

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
  /** The built embed SDK served at /sdk/v1/ and /sdk/{version}/ (packages/embed/dist by default). */
  readonly sdkDir: string;
  /** Whether listing search keeps public listings in memory (see properties/search-service.ts). */
  readonly searchIndex: boolean;
  /** The optional model provider of the Loop assistant (LOOP_*); null uses the built-in assistant. */
  readonly loop: LoopProviderConfig | null;
  /** Hours an offer (or a counter offer) stays open before it expires. */
  readonly offerTtlHours: number;
  /** Milliseconds between the `: heartbeat` comments of an idle alert stream (keeps proxies from closing it). */
  readonly alertHeartbeatMs: number;
  /** Milliseconds between the pieces of a built-in Loop answer (0 sends the answer as fast as it is written). */
  readonly loopStreamPaceMs: number;
  /** SMTP server for outgoing email (smtp:// or smtps://); null keeps mail in the local mailbox (/test-email). */
  readonly smtpUrl: string | null;
  /** The From address of outgoing email. */
  readonly mailFrom: string;
  /**
   * The sender's postal address shown in the footer of every marketing email (MAIL_POSTAL_ADDRESS); required with
   * SMTP_URL, null only for the local mailbox (the footer then says, labelled, that none is configured).
   */
  readonly mailPostalAddress: string | null;
  /** Milliseconds between the mail worker's looks at the outbox. */
  readonly mailPollMs: number;
  /** Stripe Checkout and webhooks (STRIPE_*); null when billing is not enabled on this instance. */
  readonly stripe: StripeConfig | null;
  /** A Twilio-compatible SMS provider (SMS_*); null keeps texts in the local SMS outbox (/test-email). */
  readonly sms: SmsProviderConfig | null;
  /** Milliseconds between the SMS worker's looks at the outbox. */
  readonly smsPollMs: number;
  /** The base map's tile source (MAP_*); both URLs null keeps the built-in offline outline. */
  readonly map: MapConfig;
  /** Uploads in an S3-compatible bucket (STORAGE_S3_*); null keeps them under {dataDir}/storage. */
  readonly storageS3: S3StorageConfig | null;
}

/** An S3-compatible bucket for uploaded objects (see storage/s3-file-store.ts). */
export interface S3StorageConfig {
  /** The service's URL, e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** `{endpoint}/{bucket}/{key}` (true, the default: MinIO, R2) or `{bucket}.{endpoint host}/{key}` (false). */
  readonly pathStyle: boolean;
  readonly timeoutMs: number;
}

/** A Twilio-compatible Messages API: account, auth token (also signs webhooks), and the sender. */
export interface SmsProviderConfig {
  /** API base without a trailing slash (default https://api.twilio.com). */
  readonly apiBase: string;
  readonly accountSid: string;
  readonly authToken: string;
  /** The From number (E.164), or null when a messaging service sends. */
  readonly from: string | null;
  readonly messagingServiceSid: string | null;
}

/** Where the site's maps take their base map from (MAP_STYLE_URL, MAP_PMTILES_URL, MAP_ORIGINS). */
export interface MapConfig {
  /** A MapLibre style JSON (a hosted provider's, or your own); null when unset. */
  readonly styleUrl: string | null;
  /** A self-hosted .pmtiles archive of Protomaps vector tiles, drawn with @protomaps/basemaps layers; null when unset. */
  readonly pmtilesUrl: string | null;
  /**
   * The origins the page may reach for the base map (the CSP's connect-src, img-src and worker-src): those of the
   * two URLs above and any listed in MAP_ORIGINS (tiles, glyphs and sprites a style names on other hosts).
   */
  readonly origins: readonly string[];
}

function httpUrl(env: Env, name: string): URL | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, 'must use http or https');
  }
  return url;
}

function mapConfig(env: Env): MapConfig {
  const style = httpUrl(env, 'MAP_STYLE_URL');
  const pmtiles = httpUrl(env, 'MAP_PMTILES_URL');
  if (style && pmtiles) {
    throw new ConfigError(
      'MAP_PMTILES_URL',
      'cannot be set together with MAP_STYLE_URL; choose one base map',
    );
  }
  const origins = new Set<string>();
  for (const url of [style, pmtiles]) if (url) origins.add(url.origin);
  for (const part of (env.MAP_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(part);
    } catch {
      throw new ConfigError('MAP_ORIGINS', `is not a list of origins: "${part}"`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== part.replace(/\/+$/, '')) {
      throw new ConfigError('MAP_ORIGINS', `must list origins like https://tiles.example.com, got "${part}"`);
    }
    origins.add(url.origin);
  }
  return Object.freeze({
    styleUrl: style?.href ?? null,
    pmtilesUrl: pmtiles?.href ?? null,
    origins: Object.freeze([...origins]),
  });
}

function s3Storage(env: Env): S3StorageConfig | null {
  const endpoint = httpUrl(env, 'STORAGE_S3_ENDPOINT');
  const bucket = env.STORAGE_S3_BUCKET?.trim() || null;
  const accessKeyId = env.STORAGE_S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY?.trim() || null;
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) return null;
  if (!endpoint)
    throw new ConfigError('STORAGE_S3_ENDPOINT', 'is required when any STORAGE_S3_* variable is set');
  if (!bucket || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      'STORAGE_S3_BUCKET',
      'must name the bucket (3-63 lowercase letters, digits, dots, dashes)',
    );
  }
  if (!accessKeyId) throw new ConfigError('STORAGE_S3_ACCESS_KEY_ID', 'is required with STORAGE_S3_ENDPOINT');
  if (!secretAccessKey)
    throw new ConfigError('STORAGE_S3_SECRET_ACCESS_KEY', 'is required with STORAGE_S3_ENDPOINT');
  return Object.freeze({
    endpoint: endpoint.href,
    bucket,
    region: env.STORAGE_S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    pathStyle: boolean(env, 'STORAGE_S3_PATH_STYLE', true),
    timeoutMs: integer(env, 'STORAGE_S3_TIMEOUT_MS', 30_000, 100, 600_000),
  });
}

/** Stripe settings: both secrets, the API base and each paid plan's price id (STRIPE_PRICE_{PLAN}). */
export interface StripeConfig {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** `https://api.stripe.com` unless STRIPE_API_BASE points elsewhere (a test double). */
  readonly apiBase: string;
  /** Price ids by plan id, from STRIPE_PRICE_PRO, STRIPE_PRICE_TEAM... (upper-cased plan ids). */
  readonly priceIds: Readonly<Record<string, string>>;
}

function stripe(env: Env): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || null;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || null;
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey) throw new ConfigError('STRIPE_SECRET_KEY', 'must be set when STRIPE_WEBHOOK_SECRET is');
  if (!webhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'must be set when STRIPE_SECRET_KEY is');
  const base = env.STRIPE_API_BASE?.trim() || 'https://api.stripe.com';
  try {
    new URL(base);
  } catch {
    throw new ConfigError('STRIPE_API_BASE', `is not a URL: "${base}"`);
  }
  const priceIds: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const plan = /^STRIPE_PRICE_([A-Z0-9_]+)$/.exec(name)?.[1];
    if (plan && value?.trim()) priceIds[plan.toLowerCase()] = value.trim();
  }
  return Object.freeze({
    secretKey,
    webhookSecret,
    apiBase: base.replace(/\/+$/, ''),
    priceIds: Object.freeze(priceIds),
  });
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
export const DEFAULT_SITE_DIR = path.resolve(import.meta.dirname, '../../sites/marketplace/dist');
/** The SDK's build output (`pnpm build:sdk`), found the same way. */
const DEFAULT_SDK_DIR = path.resolve(import.meta.dirname, '../../packages/embed/dist');

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

function smtpUrl(env: Env): string | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL', 'is not a valid smtp:// or smtps:// URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL', 'must start with smtp:// or smtps://');
  }
  return raw;
}

function mailFrom(env: Env, port: number): string {
  const raw = env.MAIL_FROM?.trim();
  if (!raw) return `DealLoop <no-reply@${new URL(publicUrl(env, port)).hostname}>`;
  const address = /<([^>]+)>\s*$/.exec(raw)?.[1] ?? raw;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(address)) {
    throw new ConfigError('MAIL_FROM', `must be an email address or "Name <address>", got "${raw}"`);
  }
  return raw;
}

/** Limits of MAIL_POSTAL_ADDRESS: one line, long enough for a street, city and postcode. */
const POSTAL_ADDRESS_LENGTH = { min: 10, max: 300 } as const;

function mailPostalAddress(env: Env, smtp: string | null): string | null {
  const raw = env.MAIL_POSTAL_ADDRESS?.trim() ?? '';
  if (!raw) {
    if (smtp) {
      throw new ConfigError(
        'MAIL_POSTAL_ADDRESS',
        'must be set when SMTP_URL is: every marketing email shows the postal address of its sender',
      );
    }
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) {
    throw new ConfigError('MAIL_POSTAL_ADDRESS', 'must be one line (separate its parts with commas)');
  }
  const collapsed = raw.replace(/\s+/g, ' ');
  if (collapsed.length < POSTAL_ADDRESS_LENGTH.min || collapsed.length > POSTAL_ADDRESS_LENGTH.max) {
    throw new ConfigError(
      'MAIL_POSTAL_ADDRESS',
      `must be ${POSTAL_ADDRESS_LENGTH.min} to ${POSTAL_ADDRESS_LENGTH.max} characters, got ${collapsed.length}`,
    );
  }
  return collapsed;
}

/** An OpenAI-compatible chat completions endpoint for Loop. */
export interface LoopProviderConfig {
  /** Base URL; the server posts to `{baseUrl}/chat/completions`. */
  readonly baseUrl: string;
  /** Bearer key, or null for a local server that needs none. */
  readonly apiKey: string | null;
  readonly model: string;
  /** Milliseconds to wait for the provider to start answering, and between two pieces of its answer. */
  readonly timeoutMs: number;
  /**
   * Milliseconds one whole answer may take, tool rounds included; at the limit Loop ends the answer with what it
   * has written, or says it took too long.
   */
  readonly answerTimeoutMs: number;
}

function loopProvider(env: Env): LoopProviderConfig | null {
  const raw = env.LOOP_API_BASE_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('LOOP_API_BASE_URL', `is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('LOOP_API_BASE_URL', 'must use http or https');
  }
  const model = env.LOOP_MODEL?.trim();
  if (!model) throw new ConfigError('LOOP_MODEL', 'must name the model when LOOP_API_BASE_URL is set');
  return Object.freeze({
    baseUrl: raw.replace(/\/+$/, ''),
    apiKey: env.LOOP_API_KEY?.trim() || null,
    model,
    timeoutMs: integer(env, 'LOOP_TIMEOUT_MS', 30_000, 100, 600_000),
    answerTimeoutMs: integer(env, 'LOOP_ANSWER_TIMEOUT_MS', 90_000, 100, 600_000),
  });
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
    sdkDir: path.resolve(cwd, env.SDK_DIR?.trim() || DEFAULT_SDK_DIR),
    searchIndex: boolean(env, 'SEARCH_INDEX', true),
    loop: loopProvider(env),
    offerTtlHours: integer(env, 'OFFER_TTL_HOURS', 72, 1, 8760),
    alertHeartbeatMs: integer(env, 'ALERT_HEARTBEAT_MS', 15_000, 10, 300_000),
    loopStreamPaceMs: integer(env, 'LOOP_STREAM_PACE_MS', CHAT_STREAM_PACE.pieceDelayMs, 0, 1000),
    smtpUrl: smtpUrl(env),
    mailFrom: mailFrom(env, port),
    mailPostalAddress: mailPostalAddress(env, smtpUrl(env)),
    mailPollMs: integer(env, 'MAIL_POLL_MS', 5_000, 10, 3_600_000),
    stripe: stripe(env),
    sms: smsProvider(env),
    smsPollMs: integer(env, 'SMS_POLL_MS', 5_000, 10, 3_600_000),
    map: mapConfig(env),
    storageS3: s3Storage(env),
  };
  if ((config.passwordHashCost & (config.passwordHashCost - 1)) !== 0) {
    throw new ConfigError('PASSWORD_HASH_COST', 'must be a power of two');
  }
  return Object.freeze(config);
}

function smsProvider(env: Env): SmsProviderConfig | null {
  const accountSid = env.SMS_ACCOUNT_SID?.trim() || null;
  const authToken = env.SMS_AUTH_TOKEN?.trim() || null;
  const from = env.SMS_FROM?.trim() || null;
  const messagingServiceSid = env.SMS_MESSAGING_SERVICE_SID?.trim() || null;
  if (!accountSid && !authToken && !from && !messagingServiceSid) return null;
  if (!accountSid) throw new ConfigError('SMS_ACCOUNT_SID', 'is required when any SMS_* variable is set');
  if (!authToken) throw new ConfigError('SMS_AUTH_TOKEN', 'is required when any SMS_* variable is set');
  if (!from && !messagingServiceSid) {
    throw new ConfigError('SMS_FROM', 'or SMS_MESSAGING_SERVICE_SID is required to send texts');
  }
  if (from && !/^\+[1-9]\d{6,14}$/.test(from)) {
    throw new ConfigError('SMS_FROM', `must be an E.164 number like +15551234567, got "${from}"`);
  }
  const rawBase = env.SMS_API_BASE?.trim() || 'https://api.twilio.com';
  let base: URL;
  try {
    base = new URL(rawBase);
  } catch {
    throw new ConfigError('SMS_API_BASE', `is not a URL: "${rawBase}"`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new ConfigError('SMS_API_BASE', 'must use http or https');
  }
  return {
    apiBase: base.origin + base.pathname.replace(/\/+$/, ''),
    accountSid,
    authToken,
    from,
    messagingServiceSid,
  };
}
