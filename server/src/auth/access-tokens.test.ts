// Access tokens: what verifies and what does not.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens, TOKEN_AUDIENCE } from './access-tokens';

const key = new TextEncoder().encode('k'.repeat(48));
const tokens = createAccessTokens(key, 'https://deals.example.com', 900);

describe('access tokens', () => {
  it('round-trips user and session, expiring after the TTL', async () => {
    const { token, expiresAt } = await tokens.issue('user-1', 'session-1');
    const claims = await tokens.verify(token);
    expect(claims).toEqual({ userId: 'user-1', sessionId: 'session-1', expiresAt });
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(890_000);
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(900_000);
  });

  it('refuses a token signed with another key or issuer', async () => {
    const other = createAccessTokens(
      new TextEncoder().encode('z'.repeat(48)),
      'https://deals.example.com',
      900,
    );
    expect(await tokens.verify((await other.issue('u', 's')).token)).toBeNull();
    const otherIssuer = createAccessTokens(key, 'https://evil.example.com', 900);
    expect(await tokens.verify((await otherIssuer.issue('u', 's')).token)).toBeNull();
  });

  it('refuses a token not valid yet, and one using an algorithm outside the allow-list', async () => {
    const now = Math.floor(Date.now() / 1000);
    const future = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('https://deals.example.com')
      .setAudience(TOKEN_AUDIENCE)
      .setNotBefore(now + 3600)
      .setExpirationTime(now + 7200)
      .sign(key);
    expect(await tokens.verify(future)).toBeNull();
    const hs512 = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('u')
      .setIssuer('https://deals.example.com')
      .setAudience(TOKEN_AUDIENCE)
      .setNotBefore(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('k'.repeat(64)));
    expect(await tokens.verify(hs512)).toBeNull();
  });

  it('refuses a token without a session claim, and garbage', async () => {
    const now = Math.floor(Date.now() / 1000);
    const noSid = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('https://deals.example.com')
      .setAudience(TOKEN_AUDIENCE)
      .setNotBefore(now)
      .setExpirationTime(now + 600)
      .sign(key);
    expect(await tokens.verify(noSid)).toBeNull();
    expect(await tokens.verify('a.b.c')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });
});
