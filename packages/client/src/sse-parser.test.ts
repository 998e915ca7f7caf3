// The SSE parser: events, comments, ids and line endings, however the text is split into chunks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const ids: string[] = [];
  const parser = createSseParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
    (id) => ids.push(id),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, ids };
}

const STREAM =
  '\uFEFF: hello\r\n\r\n' +
  'retry: 2500\n' +
  'id: 7\nevent: alert\ndata: {"id":"7","title":"Offer received"}\n\n' +
  ': heartbeat\n\n' +
  'id: 8\r\nevent: alert\r\ndata: {"id":"8",\r\ndata:"title":"Ünïcode ✓"}\r\n\r\n' +
  'data:no space, default type\rdata\r\r' +
  'event: alert\nid: 9\ndata: {"id":"9"}\n\n' +
  'data: not finished';

const EXPECTED: SseEvent[] = [
  { event: 'alert', data: '{"id":"7","title":"Offer received"}', id: '7' },
  { event: 'alert', data: '{"id":"8",\n"title":"Ünïcode ✓"}', id: '8' },
  { event: 'message', data: 'no space, default type\n', id: '8' },
  { event: 'alert', data: '{"id":"9"}', id: '9' },
];

describe('createSseParser', () => {
  it('parses events with LF, CR and CRLF endings, comments, multi-line data and carried-over ids', () => {
    const { events, retries } = parse([STREAM]);
    expect(events).toEqual(EXPECTED);
    expect(retries).toEqual([2500]);
  });

  it('gives the same events for every split of the stream into two chunks (even inside a CRLF)', () => {
    for (let at = 0; at <= STREAM.length; at += 1) {
      expect(parse([STREAM.slice(0, at), STREAM.slice(at)]).events).toEqual(EXPECTED);
    }
  });

  it('gives the same events for any split into many chunks', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: STREAM.length }), { maxLength: 30 }), (cuts) => {
        const points = [0, ...[...cuts].sort((a, b) => a - b), STREAM.length];
        const chunks = points.slice(1).map((end, index) => STREAM.slice(points[index], end));
        expect(parse(chunks).events).toEqual(EXPECTED);
      }),
    );
  });

  it('dispatches nothing for an event without data and ignores ids containing NUL', () => {
    const { events } = parse(['event: alert\nid: 3\n\nid: a\0b\ndata: x\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'x', id: '3' }]);
  });

  it('reports the id a block without data sets (as EventSource takes it), and no id before one is set', () => {
    const { events, ids } = parse([': connected\n\n: connected\nid: 12\n\n']);
    expect(events).toEqual([]);
    expect(ids).toEqual(['12']);
  });
});
