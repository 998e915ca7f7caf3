// The part of a conversation Loop answers from: the newest messages within CHAT_HISTORY_BUDGET, so a long
// conversation is never refused; blank messages are left out and long earlier ones are cut.

import type { ChatMessage } from '@dealloop/contract';
import { CHAT_HISTORY_BUDGET } from './chat-limits';

/** The newest messages of `messages` within the budget, oldest first, ending with the newest (trimmed). */
export function recentTurns(
  messages: readonly ChatMessage[],
  budget: typeof CHAT_HISTORY_BUDGET = CHAT_HISTORY_BUDGET,
): ChatMessage[] {
  const kept: ChatMessage[] = [];
  let characters = 0;
  for (let i = messages.length - 1; i >= 0 && kept.length < budget.maxMessages; i -= 1) {
    const message = messages[i]!;
    let content = message.content.trim();
    if (!content) continue;
    if (content.length > budget.maxMessageCharacters)
      content = `${content.slice(0, budget.maxMessageCharacters)}…`;
    if (kept.length > 0 && characters + content.length > budget.maxCharacters) break;
    characters += content.length;
    kept.unshift({ role: message.role, content });
  }
  return kept;
}
