// Every limit of the Loop chat endpoint in one place: request size and the rate limits per caller.
import type { RateLimit } from '../http/rate-limiter';

/**
 * How much of a conversation Loop reads: the client sends the whole history (any length, within the API's JSON
 * body limit); Loop answers from the newest messages within this budget, each earlier message cut to
 * `maxMessageCharacters`. The newest message itself may have at most core's CHAT_MESSAGE_MAX_LENGTH characters.
 */
export const CHAT_HISTORY_BUDGET = Object.freeze({
  maxMessages: 20,
  maxCharacters: 24_000,
  maxMessageCharacters: 4000,
});

/**
 * Chat requests per caller in fixed windows of the database rate limiter (shared by every server process):
 * a signed-in user by account, an anonymous visitor (marketplace or embedded chat) by IP address, stricter.
 */
export const CHAT_RATE_LIMITS = Object.freeze({
  signedIn: Object.freeze({ max: 30, windowSeconds: 60 }) satisfies RateLimit,
  anonymous: Object.freeze({ max: 10, windowSeconds: 60 }) satisfies RateLimit,
});

/**
 * Chat requests from widgets on host sites (an embed key and an allowed Origin): both limits must pass. Per
 * origin, whoever the visitors are; per IP, the anonymous limit, shared with the marketplace's own chat.
 */
export const EMBED_CHAT_RATE_LIMITS = Object.freeze({
  perOrigin: Object.freeze({ max: 120, windowSeconds: 60 }) satisfies RateLimit,
  perIp: CHAT_RATE_LIMITS.anonymous,
});

/** Tool-call rounds a model provider may take before it must answer (stops a model that loops on tools). */
export const MAX_TOOL_ROUNDS = 4;

/** Listings the assistant shows for one search. */
export const CHAT_SEARCH_RESULTS = 5;

/**
 * Pacing of the built-in assistant's streamed answer, so a long answer visibly streams: a pause between pieces,
 * shortened so that the pauses of one answer add up to at most `maxTotalMs`.
 */
export const CHAT_STREAM_PACE = Object.freeze({ pieceDelayMs: 30, maxTotalMs: 1500 });
