// A fake ApiClient for component tests: in-memory accounts and session, spies on every call.
import { type ApiClient, ApiError, type AuthState, type CurrentUser, type Session } from '@dealloop/client';
import { vi } from 'vitest';

/** An account the fake knows. */
export interface FakeAccount {
  email: string;
  password: string;
  fullName: string | null;
  isAdmin?: boolean;
  isModerator?: boolean;
}

export const BUYER: FakeAccount = {
  email: 'buyer@dealloop.local',
  password: 'dealloop-buyer',
  fullName: 'Bea Buyer',
};
export const MODERATOR: FakeAccount = {
  email: 'moderator@dealloop.local',
  password: 'dealloop-moderator',
  fullName: 'Mo Derator',
  isModerator: true,
};
export const ADMIN: FakeAccount = {
  email: 'admin@dealloop.local',
  password: 'dealloop-admin',
  fullName: 'Ada Admin',
  isAdmin: true,
};

/** The reset token the fake accepts. */
export const GOOD_RESET_TOKEN = 'good-token';

let nextId = 1;

function userOf(account: FakeAccount): CurrentUser {
  const isAdmin = account.isAdmin === true;
  const isModerator = account.isModerator === true;
  const roles: CurrentUser['roles'] = [];
  if (isAdmin) roles.push('admin');
  if (isModerator) roles.push('moderator');
  return {
    id: `user-${account.email}`,
    email: account.email,
    fullName: account.fullName,
    roles,
    isAdmin,
    isModerator,
    createdAt: '2026-11-22T00:00:00.000Z',
  };
}

export interface FakeApiClient extends ApiClient {
  /** Signs an account in without the form, as a stored session would on page load. */
  startSignedIn(account: FakeAccount): CurrentUser;
  /** Makes the role lookup (getUser) fail. */
  failRoleLookup(): void;
}

/** Creates a fake client knowing the demo accounts (and any given ones). */
export function createFakeApiClient(accounts: FakeAccount[] = [BUYER, MODERATOR, ADMIN]): FakeApiClient {
  const known = new Map(accounts.map((account) => [account.email, { ...account }]));
  const listeners = new Set<(state: AuthState) => void>();
  let session: Session | null = null;
  let roleLookupFails = false;

  const state = (): AuthState =>
    session ? { status: 'signed_in', session } : { status: 'signed_out', session: null };
  const setSession = (next: Session | null) => {
    session = next;
    for (const listener of listeners) listener(state());
  };
  const open = (account: FakeAccount) => {
    const user = userOf(account);
    nextId += 1;
    setSession({
      accessToken: `access-${nextId}`,
      refreshToken: `refresh-${nextId}`,
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
      user,
    });
    return user;
  };

  const client: FakeApiClient = {
    auth: {
      signUp: vi.fn(async ({ email, password, fullName }) => {
        if (known.has(email)) {
          throw new ApiError(
            409,
            'email_taken',
            'An account with this email already exists. Sign in instead.',
          );
        }
        const account = { email, password, fullName: fullName ?? null };
        known.set(email, account);
        return open(account);
      }),
      signIn: vi.fn(async ({ email, password }) => {
        const account = known.get(email);
        if (!account || account.password !== password) {
          throw new ApiError(401, 'invalid_credentials', 'Invalid email or password.');
        }
        return open(account);
      }),
      signOut: vi.fn(async () => setSession(null)),
      requestPasswordReset: vi.fn(async () => {}),
      confirmPasswordReset: vi.fn(async (token: string) => {
        if (token !== GOOD_RESET_TOKEN) {
          throw new ApiError(400, 'invalid_reset_token', 'This reset link is invalid or has expired.');
        }
      }),
      changePassword: vi.fn(async () => {}),
      getUser: vi.fn(async () => {
        if (roleLookupFails) throw ApiError.network(new Error('offline'));
        return session?.user ?? null;
      }),
      getSession: () => session,
      onAuthStateChange(listener) {
        listener(state());
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    request: vi.fn(async () => {
      throw new ApiError(404, 'not_found', 'Not found.');
    }) as ApiClient['request'],
    uploads: { upload: vi.fn(async () => Promise.reject(new Error('Not in tests.'))) },
    consents: { record: vi.fn(async () => {}) },
    startSignedIn: (account) => open(account),
    failRoleLookup: () => {
      roleLookupFails = true;
    },
  };
  return client;
}

/** An in-memory Storage for the cookie consent. */
export function createMemoryStorage(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}
