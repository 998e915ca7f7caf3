// The base map's tile source the server names in the page's runtime configuration (`map` in
// <meta name="dealloop-config">: MAP_STYLE_URL or MAP_PMTILES_URL). Read here, in the lazy map chunk, so the
// first pages' JavaScript does not carry it; none (or anything but an http(s) URL) means the offline outline.

/** A configured base map: a MapLibre style JSON, or a self-hosted PMTiles archive. */
export type MapSource = { readonly styleUrl: string } | { readonly pmtilesUrl: string };

const httpUrl = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\//i.test(value.trim()) ? value.trim() : null;

/** The configured base map, or undefined for the built-in offline outline. */
export function readMapSource(doc: Document = document): MapSource | undefined {
  const content = doc.querySelector('meta[name="dealloop-config"]')?.getAttribute('content');
  if (!content) return undefined;
  let map: unknown;
  try {
    map = (JSON.parse(content) as { map?: unknown } | null)?.map;
  } catch {
    return undefined;
  }
  if (!map || typeof map !== 'object') return undefined;
  const { styleUrl, pmtilesUrl } = map as Record<string, unknown>;
  const style = httpUrl(styleUrl);
  if (style) return { styleUrl: style };
  const pmtiles = httpUrl(pmtilesUrl);
  return pmtiles ? { pmtilesUrl: pmtiles } : undefined;
}
