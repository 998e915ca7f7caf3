// Structured JSON logs: one line per event on stdout, with the fields passed in.
import type { Config } from './config';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type Level = Exclude<keyof typeof LEVELS, 'silent'>;

/** A logger that writes one JSON object per line. */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
  /** Whether a line at `level` would be written (so a caller can skip gathering its fields). */
  enabled(level: Level): boolean;
}

function serializeError(error: unknown): unknown {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return error;
}

/** Creates a logger writing at or above the given level to `write` (stdout by default). */
export function createLogger(
  level: Config['logLevel'],
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const threshold = LEVELS[level];
  const log = (at: Level, msg: string, fields?: Record<string, unknown>) => {
    if (LEVELS[at] < threshold) return;
    const entry: Record<string, unknown> = {
      time: new Date().toISOString(),
      level: at,
      msg,
      ...base,
      ...fields,
    };
    if ('err' in entry) entry.err = serializeError(entry.err);
    write(JSON.stringify(entry));
  };
  return {
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
    enabled: (at) => LEVELS[at] >= threshold,
  };
}
