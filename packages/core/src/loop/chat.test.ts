import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asksNearMe,
  CHAT_MESSAGE_MAX_LENGTH,
  chatCharacterCount,
  chatFailureMessage,
  isChatInputWithinLimit,
  isChatSendKey,
  isSendableChatInput,
} from './chat';

describe('isSendableChatInput', () => {
  it('ignores empty and whitespace-only input', () => {
    expect(isSendableChatInput('')).toBe(false);
    expect(isSendableChatInput(' \n\t ')).toBe(false);
    expect(isSendableChatInput('What is ARV?')).toBe(true);
    fc.assert(fc.property(fc.stringMatching(/^\s*$/), (blank) => !isSendableChatInput(blank)));
  });
});

describe('isChatSendKey', () => {
  it('sends on Enter but not on Shift+Enter', () => {
    expect(isChatSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isChatSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isChatSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('chatFailureMessage', () => {
  it('maps 429, 402 and every other failure to the spec toasts', () => {
    expect(chatFailureMessage(429)).toBe('Too many requests. Please wait a moment and try again.');
    expect(chatFailureMessage(402)).toBe('Service temporarily unavailable. Please try again later.');
    expect(chatFailureMessage(500)).toBe('Failed to get response from Loop. Please try again.');
    expect(chatFailureMessage(null)).toBe('Failed to get response from Loop. Please try again.');
  });
});

describe('the message length limit', () => {
  it('names the 4,000-character limit when a message is refused as too long', () => {
    expect(chatFailureMessage(400)).toContain('4,000 characters');
    expect(chatFailureMessage(413)).toContain('4,000 characters');
  });

  it('counts characters only near the limit', () => {
    expect(chatCharacterCount('a'.repeat(100))).toBeNull();
    expect(chatCharacterCount('a'.repeat(3612))).toBe('3,612 / 4,000');
    expect(isChatInputWithinLimit('a'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBe(true);
    expect(isChatInputWithinLimit('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBe(false);
  });
});

describe('asksNearMe', () => {
  it("is true for questions about the asker's own surroundings, in English and Spanish", () => {
    for (const text of [
      'find deals near me',
      'Any houses nearby?',
      'duplexes around me under 200k',
      'what is close to me',
      'casas cerca de mí',
      'propiedades cerca de mi',
      'ofertas cerca de aquí',
    ]) {
      expect(asksNearMe(text), text).toBe(true);
    }
  });

  it('is false for a named place or no place', () => {
    for (const text of [
      '3 bed near Dallas',
      'houses near Memphis',
      'casas en Houston',
      'What is ARV?',
      'name me',
    ]) {
      expect(asksNearMe(text), text).toBe(false);
    }
  });
});
