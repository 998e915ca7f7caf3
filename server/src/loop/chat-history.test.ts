// recentTurns: a conversation of any length is answered from its newest messages within the budget.

import type { ChatMessage } from '@dealloop/contract';
import { describe, expect, it } from 'vitest';
import { recentTurns } from './chat-history';

const conversation = (length: number, answerLength = 100): ChatMessage[] =>
  Array.from({ length }, (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    content: i % 2 ? 'a'.repeat(answerLength) : `question ${i}`,
  }));

describe('recentTurns', () => {
  it('keeps a short conversation whole', () => {
    expect(recentTurns(conversation(5))).toEqual(conversation(5));
  });

  it('keeps the newest messages of a long one, ending with the newest', () => {
    const kept = recentTurns(conversation(101));
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)).toEqual({ role: 'user', content: 'question 100' });
  });

  it('stays within the character budget and cuts long earlier messages', () => {
    const kept = recentTurns(conversation(41, 9000));
    expect(kept.reduce((sum, message) => sum + message.content.length, 0)).toBeLessThanOrEqual(24_000 + 10);
    expect(kept.every((message) => message.content.length <= 4001)).toBe(true);
    expect(kept.at(-1)?.content).toBe('question 40');
  });

  it('leaves blank messages out', () => {
    const kept = recentTurns([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: '  ' },
      { role: 'user', content: 'what is ARV?' },
    ]);
    expect(kept.map((message) => message.content)).toEqual(['hi', 'what is ARV?']);
  });
});
