// The request body of POST /functions/chat-with-loop: the conversation so far (any length), the newest message
// last, from the user and at most CHAT_MESSAGE_MAX_LENGTH characters.
import { CHAT_MESSAGE_MAX_LENGTH, MESSAGES } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** One message of the conversation (earlier ones may be long answers; only the newest is limited). */
export const ChatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
});
/** One message of a conversation with Loop. */
export type ChatMessage = z.infer<typeof ChatMessage>;

/** `{ messages: [{ role, content }] }`: at least one message; the newest the user's, not blank, not too long. */
export const ChatBody = z
  .object({
    messages: z.array(ChatMessage).min(1, 'Send at least one message.'),
    /** The asker's position when the browser shared it, for "near me" questions. */
    position: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  })
  .superRefine(({ messages }, ctx) => {
    const last = messages.at(-1);
    const path = ['messages', messages.length - 1];
    if (last?.role !== 'user') {
      ctx.addIssue({ code: 'custom', message: 'The last message must be from the user.', path });
    } else if (last.content.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'A message cannot be empty.', path });
    } else if (last.content.trim().length > CHAT_MESSAGE_MAX_LENGTH) {
      // No path: the message is shown as it is (the client shows core's same text for a 400).
      ctx.addIssue({ code: 'custom', message: MESSAGES.chatTooLong });
    }
  })
  .openapi('ChatWithLoopBody');
/** A question to Loop: the conversation so far and, when shared, the asker's position. */
export type ChatBody = z.infer<typeof ChatBody>;
