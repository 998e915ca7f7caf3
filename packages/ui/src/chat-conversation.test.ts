// The conversation reducer: a user message then an empty streamed reply, busy ignores input, failure removes both.
import { describe, expect, it } from 'vitest';
import {
  type ConversationAction,
  type ConversationState,
  canSend,
  conversationReducer,
  EMPTY_CONVERSATION,
  historyWith,
} from './chat-conversation';

const run = (...actions: ConversationAction[]): ConversationState =>
  actions.reduce(conversationReducer, EMPTY_CONVERSATION);
const shown = (state: ConversationState) => state.messages.map(({ role, content }) => `${role}: ${content}`);

describe('conversationReducer', () => {
  it('adds the user message and an empty assistant message, and is busy', () => {
    const state = run({ type: 'send', text: '  Any deals in Boise?\n' });
    expect(shown(state)).toEqual(['user: Any deals in Boise?', 'assistant: ']);
    expect(state.busy).toBe(true);
  });

  it('streams deltas into the assistant message and ends busy on done', () => {
    const state = run(
      { type: 'send', text: 'Hi' },
      { type: 'delta', text: 'Hello' },
      { type: 'delta', text: ', there' },
      { type: 'done' },
    );
    expect(shown(state)).toEqual(['user: Hi', 'assistant: Hello, there']);
    expect(state.busy).toBe(false);
    expect(state.pending).toBeNull();
  });

  it('drops the assistant message of an answer that brought no text', () => {
    const state = run({ type: 'send', text: 'Hi' }, { type: 'done' });
    expect(shown(state)).toEqual(['user: Hi']);
    expect(state.busy).toBe(false);
  });

  it.each(['', '   ', '\n\t '])('ignores blank input %j', (text) => {
    expect(run({ type: 'send', text })).toBe(EMPTY_CONVERSATION);
  });

  it('ignores input while a reply streams', () => {
    const streaming = run({ type: 'send', text: 'First' }, { type: 'delta', text: 'Working' });
    expect(conversationReducer(streaming, { type: 'send', text: 'Second' })).toBe(streaming);
    expect(canSend(streaming, 'Second')).toBe(false);
  });

  it('removes the user message and the partial reply on failure, keeping earlier exchanges', () => {
    const state = run(
      { type: 'send', text: 'First' },
      { type: 'delta', text: 'Answer one' },
      { type: 'done' },
      { type: 'send', text: 'Second' },
      { type: 'delta', text: 'Half' },
      { type: 'fail' },
    );
    expect(shown(state)).toEqual(['user: First', 'assistant: Answer one']);
    expect(state.busy).toBe(false);
    expect(canSend(state, 'Again')).toBe(true);
  });

  it('ignores deltas, done and fail when nothing is pending', () => {
    const idle = run({ type: 'send', text: 'Hi' }, { type: 'delta', text: 'Hey' }, { type: 'done' });
    for (const action of [{ type: 'delta', text: 'late' }, { type: 'done' }, { type: 'fail' }] as const) {
      expect(conversationReducer(idle, action)).toBe(idle);
    }
  });

  it('gives every message its own id', () => {
    const state = run(
      { type: 'send', text: 'A' },
      { type: 'delta', text: 'a' },
      { type: 'done' },
      { type: 'send', text: 'B' },
    );
    expect(new Set(state.messages.map((message) => message.id)).size).toBe(4);
  });
});

describe('historyWith', () => {
  it('is the conversation without empty replies plus the trimmed new question', () => {
    const state = run({ type: 'send', text: 'A' }, { type: 'delta', text: 'B' }, { type: 'done' });
    expect(historyWith(state, ' C ')).toEqual([
      { role: 'user', content: 'A' },
      { role: 'assistant', content: 'B' },
      { role: 'user', content: 'C' },
    ]);
  });
});
