// One streamed call to an OpenAI-compatible POST {baseUrl}/chat/completions: reads its server-sent events and
// yields each parsed chunk. Idle timeout between pieces; the caller's signal cancels the upstream request.
import type { LoopProviderConfig } from '../../config';
import { ProviderError, providerErrorOf } from './provider-error';

/** A tool call as it arrives in pieces in `delta.tool_calls`. */
export interface ToolCallDelta {
  index: number;
  id?: string;
  type?: 'function';
  function?: { name?: string; arguments?: string };
}

/** One chunk of a streamed completion (the fields Loop reads). */
export interface CompletionChunk {
  choices?: {
    delta?: { content?: string | null; tool_calls?: ToolCallDelta[] };
    finish_reason?: string | null;
  }[];
  error?: { message?: string; code?: string; type?: string };
}

/** A message of the provider conversation. */
export type ProviderMessage =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
    }
  | { role: 'tool'; tool_call_id: string; content: string };

/** Lines of a byte stream, decoded as UTF-8. */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      yield buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
    }
  }
  buffer += decoder.decode();
  if (buffer) yield buffer;
}

/** A timer that aborts when it is not touched for `ms`. */
function idleTimeout(ms: number) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => controller.abort(new ProviderError('failed', 'The model provider timed out.')),
      ms,
    );
  };
  touch();
  return { signal: controller.signal, touch, stop: () => clearTimeout(timer) };
}

/**
 * Streams one completion: throws {@link ProviderError} for an HTTP failure (before any chunk), a timeout or an
 * error event; ends when the provider sends [DONE] or closes the stream.
 */
export async function* streamCompletion(
  provider: LoopProviderConfig,
  request: { messages: ProviderMessage[]; tools?: unknown[] },
  signal: AbortSignal,
): AsyncGenerator<CompletionChunk> {
  const idle = idleTimeout(provider.timeoutMs);
  const combined = AbortSignal.any([signal, idle.signal]);
  try {
    let response: Response;
    try {
      response = await fetch(`${provider.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...(provider.apiKey && { Authorization: `Bearer ${provider.apiKey}` }),
        },
        body: JSON.stringify({ model: provider.model, stream: true, ...request }),
        signal: combined,
      });
    } catch (err) {
      throw idle.signal.aborted
        ? idle.signal.reason
        : err instanceof ProviderError
          ? err
          : new ProviderError('failed', `The model provider could not be reached: ${(err as Error).message}`);
    }
    if (!response.ok || !response.body) {
      const text = await response.text().catch(() => '');
      throw providerErrorOf(response.status, text, response.headers.get('retry-after'));
    }
    try {
      for await (const line of lines(response.body)) {
        idle.touch();
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        let chunk: CompletionChunk;
        try {
          chunk = JSON.parse(data) as CompletionChunk;
        } catch {
          throw new ProviderError('failed', 'The model provider sent an unreadable event.');
        }
        if (chunk.error) {
          throw new ProviderError(
            'failed',
            `The model provider reported an error: ${chunk.error.message ?? 'unknown'}`,
          );
        }
        yield chunk;
      }
    } catch (err) {
      if (idle.signal.aborted) throw idle.signal.reason;
      throw err instanceof ProviderError || signal.aborted
        ? err
        : new ProviderError('failed', `The model provider stream broke: ${(err as Error).message}`);
    }
  } finally {
    idle.stop();
  }
}
