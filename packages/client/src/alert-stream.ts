// The live alert stream: GET /api/v1/alerts/stream over fetch streaming, parsed, deduplicated and reconnected.
import { ApiError } from './api-error';
import { createSseParser } from './sse-parser';
import type { AlertNotification, AlertStream, AlertStreamOptions, AlertStreamStatus, Session } from './types';

/** The path of the stream. */
export const ALERT_STREAM_PATH = '/api/v1/alerts/stream';
/** The first reconnect delay; it doubles after each failed attempt up to {@link MAX_RECONNECT_DELAY_MS}. */
export const FIRST_RECONNECT_DELAY_MS = 1000;
export const MAX_RECONNECT_DELAY_MS = 30_000;

/** What the stream needs of the client. */
export interface AlertStreamDeps {
  /**
   * Opens the stream with the bearer token (refreshed before expiry, and once after a 401 with a retry, like
   * `request`): answers the 2xx response, or throws the ApiError of anything else (status 0 when unreachable).
   */
  open(headers: Record<string, string>, signal: AbortSignal): Promise<Response>;
  /** The current session. */
  session(): Session | null;
  /** Calls the listener on every session change; answers unsubscribe. */
  onSessionChange(listener: (session: Session | null) => void): () => void;
}

/**
 * The delay before reconnect attempt `failures` (0 for the first): 1 s doubling to 30 s, then "equal jitter":
 * between half of it and all of it, so that many clients dropped at once do not come back at once.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RECONNECT_DELAY_MS, FIRST_RECONNECT_DELAY_MS * 2 ** Math.min(failures, 15));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Connects the stream; see `ApiClient['alerts']['connect']`. Never throws: failures reconnect with backoff
 * (reported as `reconnecting`), a 401 that one refresh did not cure, a sign-out or a switch to another user
 * closes it (`closed`).
 */
export function connectAlertStream(deps: AlertStreamDeps, options: AlertStreamOptions): AlertStream {
  const userId = deps.session()?.user.id ?? null;
  let lastEventId: string | null = options.lastEventId ?? null;
  let lastDelivered = idNumber(lastEventId) ?? 0;
  let status: AlertStreamStatus | null = null;
  let closed = false;
  let controller: AbortController | null = null;
  let wake: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function setStatus(next: AlertStreamStatus) {
    if (status === next) return;
    status = next;
    callSafely(() => options.onStatus?.(next));
  }

  function close() {
    if (closed) return;
    closed = true;
    unsubscribe();
    controller?.abort();
    if (timer !== null) clearTimeout(timer);
    wake?.();
    setStatus('closed');
  }

  const unsubscribe = deps.onSessionChange((session) => {
    if (session?.user.id !== userId) close();
  });

  function deliver(id: string | null, data: string) {
    let alert: AlertNotification;
    try {
      alert = JSON.parse(data) as AlertNotification;
    } catch {
      return;
    }
    const key = id ?? alert?.id ?? null;
    const numeric = idNumber(key);
    // Replays after a reconnect may overlap what was already delivered: ids only grow, so anything not above
    // the last one delivered is a repeat.
    if (numeric === null || numeric <= lastDelivered || closed) return;
    lastDelivered = numeric;
    lastEventId = String(key);
    callSafely(() => options.onAlert(alert));
  }

  /** The server says where the stream starts (before any alert): a reconnect resumes there rather than at the newest alert. */
  function resumeFrom(id: string) {
    const numeric = idNumber(id);
    if (numeric === null || numeric <= lastDelivered || closed) return;
    lastDelivered = numeric;
    lastEventId = id;
  }

  async function readAll(response: Response, signal: AbortSignal) {
    const body = response.body;
    if (!body) return;
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser(
      (event) => {
        if (event.event === 'alert') deliver(event.id, event.data);
      },
      undefined,
      resumeFrom,
    );
    const cancel = () => void reader.cancel().catch(() => {});
    signal.addEventListener('abort', cancel);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    }).finally(() => {
      wake = null;
      timer = null;
    });
  }

  async function run() {
    let failures = 0;
    setStatus('connecting');
    while (!closed) {
      controller = new AbortController();
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (lastEventId !== null) headers['last-event-id'] = lastEventId;
      try {
        const response = await deps.open(headers, controller.signal);
        if (closed) {
          void response.body?.cancel().catch(() => {});
          return;
        }
        setStatus('open');
        failures = 0;
        await readAll(response, controller.signal);
      } catch (error) {
        if (closed) return;
        if (error instanceof ApiError && error.status === 401) return close();
        failures += 1;
      }
      if (closed) return;
      setStatus('reconnecting');
      // A stream that ended after opening comes back after the first delay; failed attempts back off further.
      await sleep(reconnectDelay(Math.max(0, failures - 1)));
    }
  }

  if (userId === null) {
    // Signed out: there is nothing to stream; say so without a call.
    queueMicrotask(close);
  } else {
    void run().catch(close);
  }

  return {
    close,
    get lastEventId() {
      return lastEventId;
    },
  };
}

/** The numeric value of an alert id, or null when it is not a non-negative integer. */
function idNumber(id: string | null | undefined): number | null {
  if (id === null || id === undefined || !/^\d+$/.test(id)) return null;
  return Number(id);
}

/** Calls a caller's callback; its exception must not break the stream, but still surfaces (as an uncaught error). */
function callSafely(callback: () => void) {
  try {
    callback();
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}
