// Input and error rules of the Loop chat assistant (spec sections 2, 4 and 8).

import { MESSAGES } from './messages';

/** Whether chat input may be sent: empty and whitespace-only input is ignored. */
export function isSendableChatInput(text: string | null | undefined): boolean {
  return (text?.trim().length ?? 0) > 0;
}

/** Whether a key press sends the message: Enter sends, Shift+Enter does not (it adds a new line). */
export function isChatSendKey(event: { readonly key: string; readonly shiftKey: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey;
}

/**
 * The toast for a failed chat request by HTTP status: 429 "Too many requests...", 402 "Service temporarily
 * unavailable...", anything else (or no status, for a network failure) "Failed to get response from Loop...".
 */
export function chatFailureMessage(status: number | null | undefined): string {
  if (status === 429) return MESSAGES.chatTooManyRequests;
  if (status === 402) return MESSAGES.chatUnavailable;
  return MESSAGES.chatFailed;
}
