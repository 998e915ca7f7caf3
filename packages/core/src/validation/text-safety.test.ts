import { describe, expect, it } from 'vitest';
import { TEXT_SAFETY_MESSAGES, textSafetyProblem } from './text-safety';

describe('textSafetyProblem', () => {
  it('refuses bidi controls and control characters in any field', () => {
    for (const value of ['evil\u202Etxt.exe', 'a\u2066b', 'nul\u0000', 'bell\u0007', 'c1\u0085']) {
      expect(textSafetyProblem('message', value)).toBe(TEXT_SAFETY_MESSAGES.hiddenCharacters('message'));
    }
  });

  it('refuses line breaks in one-line fields only', () => {
    expect(textSafetyProblem('title', 'Ranch\r\nSet-Cookie: x')).toBe(
      TEXT_SAFETY_MESSAGES.lineBreak('title'),
    );
    expect(textSafetyProblem('fullName', 'Ada\u2028Admin')).toBe(TEXT_SAFETY_MESSAGES.lineBreak('fullName'));
    expect(textSafetyProblem('description', 'Line one\r\nLine two\tend')).toBeNull();
    expect(textSafetyProblem('title', 'Brick ranch – new roof, 3 bd')).toBeNull();
  });
});
