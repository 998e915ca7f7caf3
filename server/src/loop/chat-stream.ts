// The chat answer as text/event-stream: one `data:` event per piece of text in the OpenAI delta shape, then
// `data: [DONE]`. A failure after the first byte ends the stream cleanly with a short apology.
import type { Logger } from '../logger';
import { CHAT_STREAM_PACE } from './chat-limits';

/** The last piece of text when the answer broke off after it had started. */
export const MID_STREAM_APOLOGY = '\n\nSorry, something went wrong while I was answering. Please try again.';

const encoder = new TextEncoder();

/** One SSE event carrying `content` as choices[0].delta.content. */
export function deltaEvent(content: string): Uint8Array {
  return encoder.encode(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
}

/** The event that ends every answer. */
export const DONE_EVENT = encoder.encode('data: [DONE]\n\n');

/** The headers of a chat answer (no buffering by proxies, no caching). */
export const CHAT_STREAM_HEADERS = Object.freeze({
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
});

/**
 * A stream of the pieces of `pieces` as delta events, then [DONE]. `first` is a piece already taken from the
 * iterator (the route reads it before answering, so errors before the first byte become HTTP errors).
 * Cancelling the stream (the client went away) calls `onCancel` and stops the iterator.
 */
export function chatEventStream(
  first: string | null,
  pieces: AsyncIterator<string>,
  options: { logger: Logger; onCancel: () => void },
): ReadableStream<Uint8Array> {
  let pending = first;
  let finished = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (finished) return;
      if (pending !== null) {
        controller.enqueue(deltaEvent(pending));
        pending = null;
        return;
      }
      try {
        // Skip empty pieces: a pull that enqueues nothing would leave the reader waiting.
        for (;;) {
          const next = await pieces.next();
          if (next.done) {
            finished = true;
            controller.enqueue(DONE_EVENT);
            controller.close();
            return;
          }
          if (next.value) {
            controller.enqueue(deltaEvent(next.value));
            return;
          }
        }
      } catch (err) {
        if (finished) return;
        finished = true;
        options.logger.warn('the chat answer broke off', { err });
        controller.enqueue(deltaEvent(MID_STREAM_APOLOGY));
        controller.enqueue(DONE_EVENT);
        controller.close();
      }
    },
    async cancel() {
      finished = true;
      options.onCancel();
      await pieces.return?.();
    },
  });
}

/**
 * Splits a finished answer into pieces for streaming: a few words at a time, keeping every character (spaces,
 * line breaks and markdown links intact, so a link is never split across pieces).
 */
export function splitForStreaming(text: string, wordsPerPiece = 4): string[] {
  const tokens = text.match(/\[[^\]\n]*\]\([^)\s]*\)\S*\s*|\S+\s*|\s+/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerPiece) {
    pieces.push(tokens.slice(i, i + wordsPerPiece).join(''));
  }
  return pieces;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The pieces of a finished answer over time: the first at once, then one per pause of
 * {@link CHAT_STREAM_PACE}.pieceDelayMs, shortened so the pauses add up to at most maxTotalMs.
 */
export async function* pacedPieces(
  pieces: readonly string[],
  pace: { pieceDelayMs: number; maxTotalMs: number } = CHAT_STREAM_PACE,
  wait: (ms: number) => Promise<void> = sleep,
): AsyncGenerator<string> {
  const pause = Math.min(pace.pieceDelayMs, pace.maxTotalMs / Math.max(1, pieces.length - 1));
  for (const [i, piece] of pieces.entries()) {
    if (i > 0 && pause > 0) await wait(pause);
    yield piece;
  }
}
