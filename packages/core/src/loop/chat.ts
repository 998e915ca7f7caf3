// Input and error rules of the Loop chat assistant (rule: docs/product/loop.md).

import { MESSAGES } from '../site/messages';

/** Whether chat input may be sent: empty and whitespace-only input is ignored. */
export function isSendableChatInput(text: string | null | undefined): boolean {
  return (text?.trim().length ?? 0) > 0;
}

/** Whether a key press sends the message: Enter sends, Shift+Enter does not (it adds a new line). */
export function isChatSendKey(event: { readonly key: string; readonly shiftKey: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey;
}

/** The longest chat message Loop reads, in characters (the server refuses a longer newest message). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** From how many characters the chat input shows its counter. */
export const CHAT_COUNTER_FROM = 3500;

/** Whether a typed message is within {@link CHAT_MESSAGE_MAX_LENGTH}. */
export function isChatInputWithinLimit(text: string): boolean {
  return text.trim().length <= CHAT_MESSAGE_MAX_LENGTH;
}

/** The counter under the chat input ("3,612 / 4,000"), or null while the text is short enough not to need one. */
export function chatCharacterCount(text: string): string | null {
  if (text.length < CHAT_COUNTER_FROM) return null;
  return `${text.length.toLocaleString('en-US')} / ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}`;
}

/**
 * The toast for a failed chat request by HTTP status: 429 "Too many requests...", 402 "Service temporarily
 * unavailable...", 400 or 413 (the message is too long) "Your message is too long...", anything else (or no status, for a network failure) "Failed to get response from Loop...".
 */
export function chatFailureMessage(status: number | null | undefined): string {
  if (status === 429) return MESSAGES.chatTooManyRequests;
  if (status === 402) return MESSAGES.chatUnavailable;
  if (status === 400 || status === 413) return MESSAGES.chatTooLong;
  return MESSAGES.chatFailed;
}

/**
 * Whether a chat message asks about the asker's own surroundings ("deals near me", "anything nearby?", "casas
 * cerca de mí"): only then does a chat ask the browser for its position, and Loop sorts by distance from it.
 */
export function asksNearMe(text: string): boolean {
  return /\b(?:(?:near|around|close to) me|nearby|near my (?:location|position)|cerca de (?:m[ií]|aqu[ií]))(?![\p{L}\d])/iu.test(
    text,
  );
}
