// POST /api/v1/functions/chat-with-loop: the Loop assistant's streamed answer (text/event-stream in the OpenAI
// delta shape, ending with [DONE]); bearer optional, rate limited per user or per IP. From a host site's widget
// (X-DealLoop-Embed-Key, see embed/embed-chat-access.ts): anonymous, limited per origin and per IP.

import { type ChatMessage, loopContract as routes } from '@dealloop/contract';
import { MESSAGES } from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { embedChatAccess } from '../embed/embed-chat-access';
import { ApiError, tooManyRequests } from '../http/api-error';
import { clientIp } from '../http/client-info';
import { hitRateLimit, type RateLimit } from '../http/rate-limiter';
import { createRouter } from '../http/router';
import { viewerOfAuth } from '../listings/visible-property';
import type { AssistantContext } from './assistant-context';
import { recentTurns } from './chat-history';
import { CHAT_RATE_LIMITS, CHAT_STREAM_PACE, EMBED_CHAT_RATE_LIMITS } from './chat-limits';
import { CHAT_STREAM_HEADERS, chatEventStream, pacedPieces, splitForStreaming } from './chat-stream';
import { fairHousingConcern } from './fair-housing';
import { builtInAnswer } from './intent-router';
import { providerAnswer } from './provider/provider-chat';
import { ProviderError } from './provider/provider-error';

/** The built-in assistant's answer as pieces of a few words, paced so it visibly streams. */
async function* builtInPieces(
  ctx: AssistantContext,
  messages: readonly ChatMessage[],
  pieceDelayMs: number,
): AsyncGenerator<string> {
  const pace = { ...CHAT_STREAM_PACE, pieceDelayMs };
  yield* pacedPieces(splitForStreaming(await builtInAnswer(ctx, messages)), pace);
}

/** The HTTP error for a provider failure before anything was streamed. */
function providerHttpError(err: ProviderError): ApiError {
  if (err.failure === 'credit') return new ApiError(402, 'assistant_unavailable', MESSAGES.chatUnavailable);
  if (err.failure === 'rate_limited') return tooManyRequests(err.retryAfterSeconds ?? 30);
  return new ApiError(502, 'assistant_failed', 'Loop could not get an answer right now. Please try again.');
}

/** The Loop chat function, mounted at /api/v1. */
export function chatRoutes(deps: AppDeps) {
  const { db, config, logger } = deps;

  const router = createRouter();
  router.use(routes.chat.path, embedChatAccess(deps));
  return router.openapi(routes.chat, async (c) => {
    const body = c.req.valid('json');
    const messages = recentTurns(body.messages);
    const embed = c.get('embed');
    // A widget on a host site chats as an anonymous visitor.
    const auth = embed ? null : c.get('auth');
    const ipKey = `chat:ip:${clientIp(c, config.trustProxy) ?? 'unknown'}`;
    const limits: [string, RateLimit][] = embed
      ? [
          [`chat:origin:${embed.origin}`, EMBED_CHAT_RATE_LIMITS.perOrigin],
          [ipKey, EMBED_CHAT_RATE_LIMITS.perIp],
        ]
      : auth
        ? [[`chat:user:${auth.user.id}`, CHAT_RATE_LIMITS.signedIn]]
        : [[ipKey, CHAT_RATE_LIMITS.anonymous]];
    const quotas = await Promise.all(limits.map(([key, limit]) => hitRateLimit(db, key, limit)));
    const refused = quotas.filter((quota) => !quota.allowed);
    if (refused.length) {
      const wait = Math.max(...refused.map((quota) => quota.retryAfterSeconds));
      throw tooManyRequests(wait, MESSAGES.chatTooManyRequests);
    }

    const ctx: AssistantContext = {
      deps,
      viewer: viewerOfAuth(auth),
      position: body.position ?? null,
      ...(embed ? { preferredLister: embed.ownerId } : {}),
    };
    const upstream = new AbortController();
    const stop = () => upstream.abort();
    c.req.raw.signal.addEventListener('abort', stop, { once: true });
    // Steering requests are declined here, the same way with or without a model provider.
    const steering = fairHousingConcern(messages.at(-1)?.content ?? '') !== null;
    const pieces =
      config.loop && !steering
        ? providerAnswer(ctx, config.loop, messages, upstream.signal)
        : builtInPieces(ctx, messages, config.loopStreamPaceMs);

    let first: IteratorResult<string>;
    try {
      first = await pieces.next();
    } catch (err) {
      stop();
      if (err instanceof ProviderError) {
        logger.warn('the Loop model provider failed', { failure: err.failure, message: err.message });
        throw providerHttpError(err);
      }
      throw err;
    }
    const stream = chatEventStream(first.done ? null : first.value, pieces, { logger, onCancel: stop });
    // Through the context, so the headers middleware set (security, CORS, request id) are part of the stream's.
    return c.body(stream, 200, CHAT_STREAM_HEADERS);
  });
}
