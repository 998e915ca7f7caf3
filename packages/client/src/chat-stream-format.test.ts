// sendChat over eventsource-parser: the text/event-stream rules the hand-written parser was tested for (LF, CR and
// CRLF endings, comments, other event types, multi-line data, UTF-8 split inside a character), however the bytes
// are cut into network chunks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sendChat } from './chat-stream';

const STREAM =
  ': hello\r\n\r\n' +
  'retry: 2500\n' +
  'event: ping\ndata: {"choices":[{"delta":{"content":"not a message"}}]}\n\n' +
  ': heartbeat\n\n' +
  'data: {"choices":[{"delta":\r\ndata:{"content":"Ünï"}}]}\r\n\r\n' +
  'data:{"choices":[{"delta":{"content":"code ✓"}}]}\r\r' +
  'id: 3\ndata: [DONE]\n\n';
const BYTES = new TextEncoder().encode(STREAM);

/** The answer of a chat whose response body arrives as these byte ranges of the stream. */
function answerOf(cuts: readonly number[], deltas: string[] = []) {
  const points = [0, ...[...cuts].sort((a, b) => a - b), BYTES.length];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let index = 1; index < points.length; index += 1) {
        controller.enqueue(BYTES.slice(points[index - 1], points[index]));
      }
      controller.close();
    },
  });
  return sendChat({ open: async () => new Response(body) }, [{ role: 'user', content: 'hi' }], {
    onDelta: (text) => deltas.push(text),
  });
}

describe('sendChat stream format', () => {
  it('reads message data across LF, CR and CRLF endings and multi-line data, skipping comments and other events', async () => {
    const deltas: string[] = [];
    await expect(answerOf([], deltas)).resolves.toBe('Ünïcode ✓');
    expect(deltas).toEqual(['Ünï', 'code ✓']);
  });

  it('gives the same answer for every split into two chunks (inside a CRLF or a UTF-8 character too)', async () => {
    for (let at = 0; at <= BYTES.length; at += 1) {
      await expect(answerOf([at])).resolves.toBe('Ünïcode ✓');
    }
  });

  it('gives the same answer for any split into many chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: BYTES.length }), { maxLength: 30 }),
        async (cuts) => {
          await expect(answerOf(cuts)).resolves.toBe('Ünïcode ✓');
        },
      ),
      { numRuns: 200 },
    );
  });
});
