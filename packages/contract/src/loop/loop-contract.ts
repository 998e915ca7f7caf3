// The Loop routes: ask the assistant, the answer streams as server-sent events (OpenAI delta shape, then [DONE]).
import { createRoute, z } from '@hono/zod-openapi';
import { ErrorSchema, errors, json } from '../http-schemas';
import { ChatBody } from './chat-schemas';
import { loopEndpoints as at } from './loop-endpoints';

const errorContent = json(ErrorSchema);

/** The Loop routes. */
export const loopContract = {
  chat: createRoute({
    ...at.chat,
    summary: 'Ask Loop, the assistant; the answer streams as server-sent events',
    description:
      'Bearer authorization is optional: signed-in users get a higher rate limit and searches show what they may see. Each event is `data: {"choices":[{"delta":{"content":"..."}}]}`; the last is `data: [DONE]`. A widget on a host site sends `X-DealLoop-Embed-Key`: the key must be live and the Origin one of its allowed origins (else 403), and the answer allows that origin (CORS).',
    // Either a bearer token or none (the empty requirement).
    security: [{ bearerAuth: [] }, {}] as Record<string, string[]>[],
    request: { body: { content: json(ChatBody), required: true } },
    responses: {
      200: {
        description: 'The answer as text/event-stream',
        content: { 'text/event-stream': { schema: z.string() } },
      },
      402: { description: 'The model provider is out of credit', content: errorContent },
      502: { description: 'The model provider failed before answering', content: errorContent },
      ...errors(400, 403, 429),
    },
  }),
};

/** The Loop routes' types (import type: the site and SDK take their shapes from here). */
export type LoopContract = typeof loopContract;
