// The conversation with Loop as a pure reducer (rule: docs/product/loop.md): send, stream, finish or fail.
import { isChatInputWithinLimit, isSendableChatInput } from '@dealloop/core';

/** One message of the conversation as the panel shows it. */
export interface ConversationMessage {
  /** Stable key for rendering. */
  id: number;
  role: 'user' | 'assistant';
  content: string;
}

/** The conversation: its messages and whether a reply is streaming. */
export interface ConversationState {
  messages: ConversationMessage[];
  /** True while a reply streams: further input is ignored. */
  busy: boolean;
  /** The ids of the exchange in flight (the user's message and the assistant's), or null. */
  pending: { userId: number; assistantId: number } | null;
  /** The next message id. */
  nextId: number;
}

/** What can happen to the conversation. */
export type ConversationAction =
  | { type: 'send'; text: string }
  | { type: 'delta'; text: string }
  | { type: 'done' }
  | { type: 'fail' };

/** An empty conversation (the greeting is shown by the panel, never sent). */
export const EMPTY_CONVERSATION: ConversationState = Object.freeze({
  messages: [],
  busy: false,
  pending: null,
  nextId: 1,
}) as ConversationState;

/** Whether `text` would be sent now: not while a reply streams, never empty or whitespace only. */
export function canSend(state: ConversationState, text: string): boolean {
  return !state.busy && isSendableChatInput(text) && isChatInputWithinLimit(text);
}

/** The messages to ask with: the conversation so far plus the new question (no empty assistant message). */
export function historyWith(
  state: ConversationState,
  text: string,
): { role: 'user' | 'assistant'; content: string }[] {
  return [
    ...state.messages
      .filter((message) => message.content !== '')
      .map(({ role, content }) => ({ role, content })),
    { role: 'user', content: text.trim() },
  ];
}

/**
 * The next state: `send` adds the user's message and an empty assistant message and marks the conversation busy
 * (ignored while busy or for blank text); `delta` appends to that assistant message; `done` ends the exchange (dropping the
 * assistant message if no text came);
 * `fail` removes both messages of the exchange.
 */
export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'send': {
      if (!canSend(state, action.text)) return state;
      const userId = state.nextId;
      const assistantId = userId + 1;
      return {
        messages: [
          ...state.messages,
          { id: userId, role: 'user', content: action.text.trim() },
          { id: assistantId, role: 'assistant', content: '' },
        ],
        busy: true,
        pending: { userId, assistantId },
        nextId: assistantId + 1,
      };
    }
    case 'delta': {
      const pending = state.pending;
      if (!pending || action.text === '') return state;
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === pending.assistantId
            ? { ...message, content: message.content + action.text }
            : message,
        ),
      };
    }
    case 'done': {
      const pending = state.pending;
      if (!pending) return state;
      // An answer that brought no text leaves no empty bubble behind.
      const messages = state.messages.filter(
        (message) => message.id !== pending.assistantId || message.content !== '',
      );
      return { ...state, messages, busy: false, pending: null };
    }
    case 'fail': {
      const pending = state.pending;
      if (!pending) return state;
      return {
        ...state,
        messages: state.messages.filter(
          (message) => message.id !== pending.userId && message.id !== pending.assistantId,
        ),
        busy: false,
        pending: null,
      };
    }
  }
}
