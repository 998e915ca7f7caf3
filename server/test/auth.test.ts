// Accounts through the HTTP API: sign-up, sign-in, sessions, refresh rotation, throttling and password flows.

import { ACCOUNT_MESSAGES } from '@dealloop/core';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE } from '../src/auth/access-tokens';
import { loadSigningKey } from '../src/auth/signing-key';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectError = (res: { status: number; data: any }, status: number, code?: string) => {
  expect(res.status).toBe(status);
  expect(res.data).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  if (code) expect(res.data.error.code).toBe(code);
};

describe('sign-up', () => {
  it('creates the account, signs in and answers the user without secrets', async () => {
    const res = await t.call('POST', '/api/v1/auth/sign-up', {
      json: { email: 'New.Person@Example.com', password: 'long enough pw', fullName: 'New Person' },
    });
    expect(res.status).toBe(201);
    expect(res.data.user).toMatchObject({
      email: 'New.Person@Example.com',
      fullName: 'New Person',
      roles: [],
      isAdmin: false,
      isModerator: false,
    });
    expect(JSON.stringify(res.data)).not.toContain('password');
    expect(res.data.session.tokenType).toBe('bearer');
    const me = await t.call('GET', '/api/v1/auth/user', { token: res.data.session.accessToken });
    expect(me.status).toBe(200);
    expect(me.data.user.id).toBe(res.data.user.id);
  });

  it('refuses the same email in another case with 409 and creates nothing', async () => {
    await t.signUp({ email: 'case@example.com' });
    const before = await t.db
      .selectFrom('users')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.call('POST', '/api/v1/auth/sign-up', {
      json: { email: 'CASE@Example.COM', password: 'another password' },
    });
    expectError(res, 409, 'email_taken');
    const after = await t.db.selectFrom('users').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('validates email and password with a message naming the field', async () => {
    const bad = await t.call('POST', '/api/v1/auth/sign-up', {
      json: { email: 'nope', password: 'long enough' },
    });
    expectError(bad, 400, 'invalid_request');
    expect(bad.data.error.message).toContain('email');
    const short = await t.call('POST', '/api/v1/auth/sign-up', {
      json: { email: 'a@b.co', password: 'short' },
    });
    expectError(short, 400);
    expect(short.data.error.message).toContain('at least 8');
  });

  it('refuses common or leaked passwords, the email itself and only spaces, saying why, and creates nothing', async () => {
    const email = 'careful.person@example.com';
    for (const [password, message] of [
      ['password', ACCOUNT_MESSAGES.passwordCommon],
      ['12345678', ACCOUNT_MESSAGES.passwordCommon],
      ['Trustno1234', null],
      ['        ', ACCOUNT_MESSAGES.passwordBlank],
      ['Careful.Person@example.com', ACCOUNT_MESSAGES.passwordIsEmail],
    ] as const) {
      const res = await t.call('POST', '/api/v1/auth/sign-up', { json: { email, password } });
      if (message === null) {
        expect(res.status).toBe(201);
        await t.db.deleteFrom('users').where('email', '=', email).execute();
        continue;
      }
      expectError(res, 400, 'weak_password');
      expect(res.data.error.message).toBe(message);
    }
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await t.call('POST', '/api/v1/auth/sign-up', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400);
  });

  it('throttles account creation per IP', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      const ok = await t.call('POST', '/api/v1/auth/sign-up', {
        ip,
        json: { email: `burst${i}@example.com`, password: 'long enough pw' },
      });
      expect(ok.status).toBe(201);
    }
    const res = await t.call('POST', '/api/v1/auth/sign-up', {
      ip,
      json: { email: 'burst-last@example.com', password: 'long enough pw' },
    });
    expectError(res, 429, 'rate_limited');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-in', () => {
  it('signs in with any case of the email', async () => {
    const account = await t.signUp({ email: 'mixed@example.com' });
    const res = await t.call('POST', '/api/v1/auth/sign-in', {
      json: { email: 'MIXED@example.com', password: account.password },
    });
    expect(res.status).toBe(200);
    expect(res.data.user.email).toBe('mixed@example.com');
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const account = await t.signUp();
    const wrong = await t.call('POST', '/api/v1/auth/sign-in', {
      json: { email: account.email, password: 'not the password' },
    });
    const unknown = await t.call('POST', '/api/v1/auth/sign-in', {
      json: { email: 'nobody-here@example.com', password: 'not the password' },
    });
    expectError(wrong, 401, 'invalid_credentials');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.data).toEqual(wrong.data);
  });

  it('makes an address wait after 5 failures on an account, longer after each further one, and says when', async () => {
    const account = await t.signUp();
    const ip = '203.0.113.41';
    const signIn = (password: string) =>
      t.call('POST', '/api/v1/auth/sign-in', { ip, json: { email: account.email, password } });
    for (let i = 0; i < 5; i++) expect((await signIn('wrong pw')).status).toBe(401);
    const waiting = await signIn(account.password);
    expectError(waiting, 429, 'rate_limited');
    expect(Number(waiting.headers.get('retry-after'))).toBe(30);
    // The wait is over (the last failure moved back past it): one more failure doubles the next wait.
    const passWait = (seconds: number) =>
      t.db
        .updateTable('rate_limits')
        .set({ window_start: new Date(Date.now() - seconds * 1000).toISOString() })
        .where('key', 'like', `sign-in:account-address:${account.email.toLowerCase()}:%`)
        .execute();
    await passWait(31);
    expect((await signIn('wrong pw')).status).toBe(401);
    expect(Number((await signIn(account.password)).headers.get('retry-after'))).toBe(60);
    await passWait(61);
    expect((await signIn(account.password)).status).toBe(200);
    // A success from that address forgets its failures.
    expect((await signIn('wrong pw')).status).toBe(401);
    expect((await signIn(account.password)).status).toBe(200);
  });

  it('never locks the owner out: wrong guesses from other addresses leave their sign-in working (admins too)', async () => {
    const account = await t.signUp();
    await t.db
      .insertInto('user_roles')
      .values({ user_id: account.user.id, role: 'admin', created_at: new Date().toISOString() })
      .execute();
    for (let i = 0; i < 20; i++) {
      const guess = await t.call('POST', '/api/v1/auth/sign-in', {
        ip: i < 10 ? '203.0.113.42' : `203.0.113.${100 + i}`,
        json: { email: account.email, password: 'wrong pw' },
      });
      expect([401, 429]).toContain(guess.status);
    }
    const owner = await t.call('POST', '/api/v1/auth/sign-in', {
      ip: '198.18.0.7',
      json: { email: account.email, password: account.password },
    });
    expect(owner.status).toBe(200);
    expect(owner.data.user.isAdmin).toBe(true);
  });

  it('throttles attempts per IP across accounts', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 30; i++) {
      await t.call('POST', '/api/v1/auth/sign-in', {
        ip,
        json: { email: `x${i}@example.com`, password: 'whatever' },
      });
    }
    const res = await t.call('POST', '/api/v1/auth/sign-in', {
      ip,
      json: { email: 'y@example.com', password: 'x' },
    });
    expectError(res, 429);
  });
});

describe('access tokens', () => {
  const forge = async (
    claims: Record<string, unknown>,
    options: { audience?: string; expSeconds?: number } = {},
  ) => {
    const key = loadSigningKey(t.config);
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(t.config.publicUrl)
      .setAudience(options.audience ?? TOKEN_AUDIENCE)
      .setIssuedAt(now - 100)
      .setNotBefore(now - 100)
      .setExpirationTime(now + (options.expSeconds ?? 600))
      .sign(key);
  };

  it('rejects a tampered token', async () => {
    const account = await t.signUp();
    const [header, payload, signature] = account.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const other = await t.signUp();
    claims.sub = other.user.id;
    const tampered = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    expectError(await t.call('GET', '/api/v1/auth/user', { token: tampered }), 401, 'invalid_token');
  });

  it('rejects an expired token and one for another audience', async () => {
    const account = await t.signUp();
    const session = await t.call('GET', '/api/v1/auth/session', { token: account.accessToken });
    const claims = { sub: account.user.id, sid: session.data.session.id };
    expect((await t.call('GET', '/api/v1/auth/user', { token: await forge(claims) })).status).toBe(200);
    const expired = await forge(claims, { expSeconds: -60 });
    expectError(await t.call('GET', '/api/v1/auth/user', { token: expired }), 401, 'invalid_token');
    const wrongAudience = await forge(claims, { audience: 'another-api' });
    expectError(await t.call('GET', '/api/v1/auth/user', { token: wrongAudience }), 401, 'invalid_token');
  });

  it('rejects alg: none', async () => {
    const account = await t.signUp();
    const [, payload] = account.accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectError(
      await t.call('GET', '/api/v1/auth/user', { token: `${header}.${payload}.` }),
      401,
      'invalid_token',
    );
  });

  it('rejects a malformed Authorization header', async () => {
    expectError(await t.call('GET', '/api/v1/auth/user', { headers: { authorization: 'Basic abc' } }), 401);
    expectError(await t.call('GET', '/api/v1/auth/user', { token: 'not-a-jwt' }), 401);
  });

  it('requires a token for the current user and session', async () => {
    expectError(await t.call('GET', '/api/v1/auth/user'), 401, 'unauthorized');
    expectError(await t.call('GET', '/api/v1/auth/session'), 401, 'unauthorized');
  });
});

describe('refresh and sign-out', () => {
  it('rotates: each refresh token works once and the new pair works', async () => {
    const account = await t.signUp();
    const first = await t.call('POST', '/api/v1/auth/refresh', {
      json: { refreshToken: account.refreshToken },
    });
    expect(first.status).toBe(200);
    expect(first.data.session.refreshToken).not.toBe(account.refreshToken);
    const me = await t.call('GET', '/api/v1/auth/user', { token: first.data.session.accessToken });
    expect(me.data.user.id).toBe(account.user.id);
  });

  it('revokes the whole family when a rotated token is reused after the grace window', async () => {
    const strict = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
    try {
      const account = await strict.signUp();
      const rotated = await strict.call('POST', '/api/v1/auth/refresh', {
        json: { refreshToken: account.refreshToken },
      });
      expect(rotated.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const reuse = await strict.call('POST', '/api/v1/auth/refresh', {
        json: { refreshToken: account.refreshToken },
      });
      expectError(reuse, 401, 'invalid_refresh_token');
      // The legitimate successor dies with the family, and so does its access token.
      const successor = await strict.call('POST', '/api/v1/auth/refresh', {
        json: { refreshToken: rotated.data.session.refreshToken },
      });
      expectError(successor, 401);
      const me = await strict.call('GET', '/api/v1/auth/user', { token: rotated.data.session.accessToken });
      expectError(me, 401, 'session_ended');
    } finally {
      await strict.close();
    }
  });

  it('tolerates a concurrent reuse within the grace window (two tabs refreshing at once)', async () => {
    const account = await t.signUp();
    const a = await t.call('POST', '/api/v1/auth/refresh', { json: { refreshToken: account.refreshToken } });
    const b = await t.call('POST', '/api/v1/auth/refresh', { json: { refreshToken: account.refreshToken } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
  });

  it('rejects an unknown refresh token', async () => {
    expectError(await t.call('POST', '/api/v1/auth/refresh', { json: { refreshToken: 'made-up' } }), 401);
  });

  it('sign-out ends the session: the access token and the refresh token stop working at once', async () => {
    const account = await t.signUp();
    const out = await t.call('POST', '/api/v1/auth/sign-out', { token: account.accessToken });
    expect(out.status).toBe(204);
    expectError(
      await t.call('GET', '/api/v1/auth/user', { token: account.accessToken }),
      401,
      'session_ended',
    );
    expectError(
      await t.call('POST', '/api/v1/auth/refresh', { json: { refreshToken: account.refreshToken } }),
      401,
    );
  });

  it('sign-out with only the refresh token works when the access token is gone', async () => {
    const account = await t.signUp();
    const out = await t.call('POST', '/api/v1/auth/sign-out', {
      json: { refreshToken: account.refreshToken },
    });
    expect(out.status).toBe(204);
    expectError(await t.call('GET', '/api/v1/auth/user', { token: account.accessToken }), 401);
  });

  it('a suspended user is signed out at once', async () => {
    const account = await t.signUp();
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', account.user.id)
      .execute();
    expectError(await t.call('GET', '/api/v1/auth/user', { token: account.accessToken }), 401);
    expectError(
      await t.call('POST', '/api/v1/auth/refresh', { json: { refreshToken: account.refreshToken } }),
      401,
    );
  });
});

describe('roles', () => {
  it('answers the roles held in user_roles', async () => {
    const account = await t.signUp();
    await t.db
      .insertInto('user_roles')
      .values({ user_id: account.user.id, role: 'moderator', created_at: new Date().toISOString() })
      .execute();
    const res = await t.call('GET', '/api/v1/auth/user', { token: account.accessToken });
    expect(res.data.user).toMatchObject({ roles: ['moderator'], isModerator: true, isAdmin: false });
  });
});

describe('password change and reset', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const account = await t.signUp();
    const other = await t.call('POST', '/api/v1/auth/sign-in', {
      json: { email: account.email, password: account.password },
    });
    const wrong = await t.call('POST', '/api/v1/auth/password', {
      token: account.accessToken,
      json: { currentPassword: 'nope nope', newPassword: 'brand new password' },
    });
    expectError(wrong, 400, 'invalid_password');
    const ok = await t.call('POST', '/api/v1/auth/password', {
      token: account.accessToken,
      json: { currentPassword: account.password, newPassword: 'brand new password' },
    });
    expect(ok.status).toBe(204);
    expect((await t.call('GET', '/api/v1/auth/user', { token: account.accessToken })).status).toBe(200);
    expectError(await t.call('GET', '/api/v1/auth/user', { token: other.data.session.accessToken }), 401);
    const signIn = await t.call('POST', '/api/v1/auth/sign-in', {
      json: { email: account.email, password: 'brand new password' },
    });
    expect(signIn.status).toBe(200);
  });

  it('resets a password by the emailed link, once, and signs out every session', async () => {
    const account = await t.signUp();
    const unknown = await t.call('POST', '/api/v1/auth/password-reset', {
      json: { email: 'ghost@example.com' },
    });
    const known = await t.call('POST', '/api/v1/auth/password-reset', { json: { email: account.email } });
    expect(known.status).toBe(202);
    expect(unknown.data).toEqual(known.data);
    const emails = await t.db.selectFrom('email_outbox').selectAll().execute();
    expect(emails.map((email) => email.to_address)).toEqual([account.email]);
    const link = new URL(/http\S+/.exec(emails[0]!.text_body)![0]);
    expect(link.pathname).toBe('/auth/reset-password');
    const token = link.searchParams.get('token')!;

    const confirm = await t.call('POST', '/api/v1/auth/password-reset/confirm', {
      json: { token, password: 'reset password 1' },
    });
    expect(confirm.status).toBe(204);
    expectError(await t.call('GET', '/api/v1/auth/user', { token: account.accessToken }), 401);
    const again = await t.call('POST', '/api/v1/auth/password-reset/confirm', {
      json: { token, password: 'reset password 2' },
    });
    expectError(again, 400, 'invalid_reset_token');
    const signIn = await t.call('POST', '/api/v1/auth/sign-in', {
      json: { email: account.email, password: 'reset password 1' },
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses a weak new password on change and reset; the reset link keeps working for a better one', async () => {
    const account = await t.signUp();
    const change = await t.call('POST', '/api/v1/auth/password', {
      token: account.accessToken,
      json: { currentPassword: account.password, newPassword: 'qwertyuiop' },
    });
    expectError(change, 400, 'weak_password');
    expect(change.data.error.message).toBe(ACCOUNT_MESSAGES.passwordCommon);
    await t.call('POST', '/api/v1/auth/password-reset', { json: { email: account.email } });
    const email = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', account.email)
      .executeTakeFirstOrThrow();
    const token = new URL(/http\S+/.exec(email.text_body)![0]).searchParams.get('token')!;
    const asEmail = await t.call('POST', '/api/v1/auth/password-reset/confirm', {
      json: { token, password: account.email.toUpperCase() },
    });
    expectError(asEmail, 400, 'weak_password');
    expect(asEmail.data.error.message).toBe(ACCOUNT_MESSAGES.passwordIsEmail);
    const better = await t.call('POST', '/api/v1/auth/password-reset/confirm', {
      json: { token, password: 'a much better passphrase' },
    });
    expect(better.status).toBe(204);
  });

  it('ends every reset link of the account when one of them resets the password, or the password changes', async () => {
    const account = await t.signUp();
    const tokensOf = async () => {
      const emails = await t.db
        .selectFrom('email_outbox')
        .select('text_body')
        .where('to_address', '=', account.email)
        .orderBy('created_at')
        .execute();
      return emails.map((email) => new URL(/http\S+/.exec(email.text_body)![0]).searchParams.get('token')!);
    };
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await t.call('POST', '/api/v1/auth/password-reset', { json: { email: account.email } })).status,
      ).toBe(202);
    }
    const [first, second] = await tokensOf();
    const reset = await t.call('POST', '/api/v1/auth/password-reset/confirm', {
      json: { token: second, password: 'reset by the second link' },
    });
    expect(reset.status).toBe(204);
    const older = await t.call('POST', '/api/v1/auth/password-reset/confirm', {
      json: { token: first, password: 'reset by the first link' },
    });
    expectError(older, 400, 'invalid_reset_token');

    await t.call('POST', '/api/v1/auth/password-reset', { json: { email: account.email } });
    const third = (await tokensOf())[2];
    const signIn = await t.call('POST', '/api/v1/auth/sign-in', {
      json: { email: account.email, password: 'reset by the second link' },
    });
    const changed = await t.call('POST', '/api/v1/auth/password', {
      token: signIn.data.session.accessToken,
      json: { currentPassword: 'reset by the second link', newPassword: 'changed in my account' },
    });
    expect(changed.status).toBe(204);
    const afterChange = await t.call('POST', '/api/v1/auth/password-reset/confirm', {
      json: { token: third, password: 'reset after the change' },
    });
    expectError(afterChange, 400, 'invalid_reset_token');
  });
});
