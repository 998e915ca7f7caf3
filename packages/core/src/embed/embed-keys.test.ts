// Embed key rules: origins normalised as browsers send them, refusals with a message naming the origin, limits.
import { describe, expect, it } from 'vitest';
import {
  checkAllowedOrigins,
  checkOrigin,
  EMBED_KEY_MAX_ORIGINS,
  EMBED_KEY_MESSAGES,
  EMBED_KEY_NAME_MAX,
  EMBED_KEY_PATTERN,
  embedKeyNameProblem,
  normalizeOrigin,
  originNotAllowedMessage,
} from './embed-keys';

describe('normalizeOrigin', () => {
  it.each([
    ['https://www.example.com', 'https://www.example.com'],
    ['  HTTPS://WWW.Example.COM/  ', 'https://www.example.com'],
    ['https://example.com:443', 'https://example.com'],
    ['http://example.com:80/', 'http://example.com'],
    ['https://example.com:8443', 'https://example.com:8443'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://localhost', 'http://localhost'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://bücher.de', 'https://xn--bcher-kva.de'],
  ])('normalises %s to %s', (input, origin) => {
    expect(normalizeOrigin(input)).toBe(origin);
  });

  it.each([
    ['example.com', 'https://'],
    ['ftp://example.com', 'https://'],
    ['javascript:alert(1)', 'https://'],
    ['https://example.com/shop', 'path'],
    ['https://example.com?x=1', 'path'],
    ['https://example.com#top', 'path'],
    ['https://user:pw@example.com', 'user name'],
    ['https://*.example.com', 'host'],
    ['https://intranet', 'host'],
    ['https://exa_mple.com', 'host'],
    ['https://-bad.example.com', 'host'],
    ['null', 'origin'],
    ['*', 'origin'],
    ['', 'origin'],
  ])('refuses %s with a message naming it', (input, words) => {
    const checked = checkOrigin(input);
    expect(checked.origin).toBeNull();
    expect(checked.problem).toContain(`"${input.trim()}"`);
    expect(checked.problem).toContain(words);
    expect(normalizeOrigin(input)).toBeNull();
  });
});

describe('checkAllowedOrigins', () => {
  it('normalises, drops blank lines and repeats', () => {
    expect(
      checkAllowedOrigins(['https://a.example.com/', '', 'HTTPS://A.example.com', 'http://localhost:3000']),
    ).toEqual({
      origins: ['https://a.example.com', 'http://localhost:3000'],
      problem: null,
    });
  });

  it('needs one origin and allows at most the limit', () => {
    expect(checkAllowedOrigins(['  '])).toEqual({
      origins: null,
      problem: EMBED_KEY_MESSAGES.originsRequired,
    });
    const many = Array.from({ length: EMBED_KEY_MAX_ORIGINS + 1 }, (_, i) => `https://s${i}.example.com`);
    expect(checkAllowedOrigins(many.slice(0, EMBED_KEY_MAX_ORIGINS)).origins).toHaveLength(
      EMBED_KEY_MAX_ORIGINS,
    );
    expect(checkAllowedOrigins(many)).toEqual({ origins: null, problem: EMBED_KEY_MESSAGES.tooManyOrigins });
  });

  it('answers the first bad origin', () => {
    expect(checkAllowedOrigins(['https://ok.example.com', 'https://bad.example.com/x']).problem).toContain(
      '"https://bad.example.com/x"',
    );
  });
});

describe('names and keys', () => {
  it('needs a name of 1 to the maximum characters', () => {
    expect(embedKeyNameProblem('  ')).toBe(EMBED_KEY_MESSAGES.nameRequired);
    expect(embedKeyNameProblem('x'.repeat(EMBED_KEY_NAME_MAX))).toBeNull();
    expect(embedKeyNameProblem('x'.repeat(EMBED_KEY_NAME_MAX + 1))).toBe(EMBED_KEY_MESSAGES.nameTooLong);
  });

  it('recognises the key format', () => {
    expect(EMBED_KEY_PATTERN.test('dlk_0123456789abcdefABCDEFgh')).toBe(true);
    expect(EMBED_KEY_PATTERN.test('dlk_0123456789abcdefABCDEF')).toBe(false);
    expect(EMBED_KEY_PATTERN.test('dlk_0123456789abcdefABCDE-gh')).toBe(false);
  });
});

describe('originNotAllowedMessage', () => {
  const allowed = ['https://www.example.com', 'http://localhost:5173'];

  it.each([
    ['https://example.com', 'https://www.example.com', 'with and without www'],
    ['https://www.example.com:8443', 'https://www.example.com', 'another port'],
    ['http://www.example.com', 'https://www.example.com', 'http:// and https://'],
    ['http://localhost:3000', 'http://localhost:5173', 'another port'],
  ])('names the near origin the key allows for %s', (page, near, difference) => {
    const message = originNotAllowedMessage(page, allowed);
    expect(message).toContain(`This page's origin ${page} is not allowed`);
    expect(message).toContain(`which allows ${near} (${difference}`);
    expect(message).toContain(`Add ${page} to the key`);
  });

  it('names only the page origin for another site, revealing none of the key', () => {
    const message = originNotAllowedMessage('https://copycat.example', allowed);
    expect(message).toBe(
      "This page's origin https://copycat.example is not allowed to use this embed key. Add https://copycat.example to the key's origins in your DealLoop dashboard.",
    );
  });

  it('falls back to the general text without a readable origin', () => {
    expect(originNotAllowedMessage(null, allowed)).toBe(EMBED_KEY_MESSAGES.originNotAllowed);
    expect(originNotAllowedMessage('null', allowed)).toBe(EMBED_KEY_MESSAGES.originNotAllowed);
  });
});
