// The alert stream's text/event-stream parser (WHATWG rules), fed text chunk by chunk. Hand-written because the
// alert stream needs the id of a block without data (docs/decisions/0011-sse-parsing.md); chat uses the library.

/** One dispatched server-sent event. */
export interface SseEvent {
  /** The event's type (`event:` field); `message` when the server named none. */
  event: string;
  /** The `data:` lines joined by newlines. */
  data: string;
  /** The last event id the stream set (`id:` field), which carries over to later events; null when never set. */
  id: string | null;
}

/** Consumes decoded text as it arrives; chunks may split lines, fields and line endings anywhere. */
export interface SseParser {
  push(text: string): void;
}

/**
 * Creates a parser that calls `onEvent` for every complete event (a blank line ends one). Lines end with LF, CR or
 * CRLF; comment lines (`: heartbeat`) and unknown fields are ignored; an event with no data is not dispatched;
 * a leading byte order mark is dropped; `retry:` is reported to `onRetry` when given, and the last event id at the
 * end of a block with no data (which sets it without an event) to `onId`.
 */
export function createSseParser(
  onEvent: (event: SseEvent) => void,
  onRetry?: (milliseconds: number) => void,
  onId?: (id: string) => void,
): SseParser {
  let buffer = '';
  let started = false;
  // The previous chunk ended with CR: a LF starting this one belongs to that line ending.
  let skipLeadingLf = false;
  let data: string[] = [];
  let eventType = '';
  let lastId: string | null = null;

  function dispatch() {
    // As EventSource does, a block sets the last event id even when it carries no data (and fires no event).
    if (lastId !== null && !data.length) onId?.(lastId);
    if (data.length) onEvent({ event: eventType || 'message', data: data.join('\n'), id: lastId });
    data = [];
    eventType = '';
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventType = value;
    else if (field === 'id') {
      if (!value.includes('\0')) lastId = value;
    } else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  }

  return {
    push(text) {
      if (!text) return;
      if (!started) {
        started = true;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (;;) {
        let end = start;
        while (end < buffer.length && buffer[end] !== '\n' && buffer[end] !== '\r') end += 1;
        if (end === buffer.length) break;
        line(buffer.slice(start, end));
        if (buffer[end] === '\r') {
          if (end + 1 === buffer.length) {
            skipLeadingLf = true;
            start = end + 1;
            break;
          }
          if (buffer[end + 1] === '\n') end += 1;
        }
        start = end + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
