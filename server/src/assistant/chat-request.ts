// The request body of POST /functions/chat-with-loop: the conversation so far, the newest message last.
import { z } from '@hono/zod-openapi';
import { CHAT_REQUEST_LIMITS } from './chat-limits';

const { maxMessages, maxContentLength } = CHAT_REQUEST_LIMITS;

/** One message of the conversation. */
export const ChatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .trim()
    .min(1, 'A message cannot be empty.')
    .max(maxContentLength, `A message can have at most ${maxContentLength} characters.`),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** `{ messages: [{ role, content }] }` with 1 to 40 messages, the last one the user's. */
export const ChatBody = z
  .object({
    messages: z
      .array(ChatMessage)
      .min(1, 'Send at least one message.')
      .max(maxMessages, `Send at most ${maxMessages} messages.`),
  })
  .refine((body) => body.messages.at(-1)?.role === 'user', {
    message: 'The last message must be from the user.',
    path: ['messages'],
  })
  .openapi('ChatWithLoopBody');
export type ChatBody = z.infer<typeof ChatBody>;
