// The Loop chat call: POST /api/v1/functions/chat-with-loop, its text/event-stream answer read delta by delta.
import { createParser } from 'eventsource-parser';
import { ApiError } from './api-error';
import type { ChatMessage, ChatSendOptions } from './types';

/** The data line that ends a complete answer. */
const DONE = '[DONE]';

/** What the chat call needs of the client. */
export interface ChatStreamDeps {
  /**
   * Sends the request with the bearer token when signed in (refreshed like `request`): answers the 2xx response,
   * body unread, or throws the ApiError of anything else (status 0 when the server was not reached).
   */
  open(
    body: { messages: ChatMessage[]; position?: { lat: number; lng: number } },
    signal: AbortSignal | undefined,
  ): Promise<Response>;
}

/** One `data:` payload of the stream: a chunk of the answer, or an error the server reports mid-stream. */
interface ChatChunk {
  choices?: { delta?: { content?: unknown } }[];
  error?: { code?: unknown; message?: unknown };
}

/**
 * Sends the conversation and streams the answer: `onDelta` gets each `choices[0].delta.content` as it arrives,
 * and the promise resolves with the whole answer at `data: [DONE]`. A non-2xx answer rejects with its ApiError
 * (status, code, `retryAfterSeconds`); an error reported mid-stream or a body that ends before [DONE] rejects
 * with an ApiError of status 0 (no HTTP status applies); aborting `signal` rejects with the abort error.
 */
export async function sendChat(
  deps: ChatStreamDeps,
  messages: ChatMessage[],
  options: ChatSendOptions = {},
): Promise<string> {
  const { signal, onDelta, position } = options;
  const response = await deps.open(
    {
      messages: messages.map(({ role, content }) => ({ role, content })),
      ...(position && { position: { lat: position.lat, lng: position.lng } }),
    },
    signal,
  );
  const body = response.body;
  if (!body) throw incomplete();
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = false;
  let failure: ApiError | null = null;
  // eventsource-parser (docs/decisions/0011-sse-parsing.md) gives no `event` for the default type.
  const parser = createParser({
    onEvent(event) {
      if (done || failure || (event.event ?? 'message') !== 'message') return;
      if (event.data.trim() === DONE) {
        done = true;
        return;
      }
      const chunk = parseChunk(event.data);
      if (chunk?.error) {
        failure = streamError(chunk.error);
        return;
      }
      const delta = chunk?.choices?.[0]?.delta?.content;
      if (typeof delta !== 'string' || delta === '') return;
      text += delta;
      onDelta?.(delta);
    },
  });
  const cancel = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', cancel);
  try {
    while (!done && !failure) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal?.aborted) throw signal.reason ?? error;
        throw incomplete(error);
      }
      if (signal?.aborted) throw signal.reason;
      if (chunk.done) {
        parser.feed(`${decoder.decode()}\n\n`);
        break;
      }
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    if (done || failure) cancel();
  }
  if (failure) throw failure;
  if (!done) throw incomplete();
  return text;
}

function parseChunk(data: string): ChatChunk | null {
  try {
    const value = JSON.parse(data) as unknown;
    return value && typeof value === 'object' ? (value as ChatChunk) : null;
  } catch {
    return null;
  }
}

/** The error of a stream that broke off or ended before [DONE]. */
function incomplete(cause?: unknown): ApiError {
  return new ApiError(
    0,
    'chat_incomplete',
    'The answer from Loop broke off. Please try again.',
    cause === undefined ? {} : { cause },
  );
}

/** The error the server reported inside the stream. */
function streamError(error: NonNullable<ChatChunk['error']>): ApiError {
  return new ApiError(
    0,
    typeof error.code === 'string' ? error.code : 'chat_failed',
    typeof error.message === 'string' ? error.message : 'Loop could not finish the answer.',
  );
}
