// The runtime configuration the server writes into <meta name="dealloop-config">, with defaults for `vite dev`.

/** Settings that differ per deployment. */
export interface RuntimeConfig {
  /** Where users write for help (error screen, legal pages). */
  readonly supportEmail: string;
  /** The address users reach the site at, without a trailing slash (share links). */
  readonly publicUrl: string;
}

/** The defaults: this origin, and support@ its host name (what the server defaults to as well). */
export function defaultRuntimeConfig(location: Pick<Location, 'origin' | 'hostname'>): RuntimeConfig {
  return { supportEmail: `support@${location.hostname || 'localhost'}`, publicUrl: location.origin };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Reads the configuration from the document; a missing, unreadable or partial one falls back to the defaults. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const defaults = defaultRuntimeConfig(doc.defaultView?.location ?? { origin: '', hostname: '' });
  const content = doc.querySelector('meta[name="dealloop-config"]')?.getAttribute('content');
  if (!content) return defaults;
  let parsed: Record<string, unknown>;
  try {
    const value: unknown = JSON.parse(content);
    if (!value || typeof value !== 'object') return defaults;
    parsed = value as Record<string, unknown>;
  } catch {
    return defaults;
  }
  return Object.freeze({
    supportEmail: text(parsed.supportEmail) ?? defaults.supportEmail,
    publicUrl: (text(parsed.publicUrl) ?? defaults.publicUrl).replace(/\/+$/, ''),
  });
}
