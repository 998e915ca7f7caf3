// The browser's position for Loop's "near me" questions: asked of navigator.geolocation only when such a question
// is sent (never on load), rounded to about 100 m, and null when the visitor declines, the browser cannot tell,
// or no answer comes.

/** A position as Loop takes it. */
export interface ChatPosition {
  lat: number;
  lng: number;
}

/** How long to wait for the visitor and the browser before asking without a position. */
const POSITION_WAIT_MS = 20_000;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The browser's position, or null (declined, unsupported, failed, no answer in time, or `signal` aborted). */
export function browserPosition(signal?: AbortSignal): Promise<ChatPosition | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation || signal?.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (position: ChatPosition | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(position);
    };
    const onAbort = () => settle(null);
    const timer = setTimeout(() => settle(null), POSITION_WAIT_MS);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          Number.isFinite(coords.latitude) && Number.isFinite(coords.longitude)
            ? settle({ lat: round3(coords.latitude), lng: round3(coords.longitude) })
            : settle(null),
        () => settle(null),
        { enableHighAccuracy: false, maximumAge: 10 * 60_000, timeout: POSITION_WAIT_MS },
      );
    } catch {
      settle(null);
    }
  });
}
