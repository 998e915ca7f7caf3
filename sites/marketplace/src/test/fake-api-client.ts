// A fake ApiClient for component tests: in-memory accounts, session and notifications, a controllable alert
// stream, spies on every call.
import {
  type AlertNotification,
  type AlertStream,
  type AlertStreamOptions,
  type AlertStreamStatus,
  type ApiClient,
  ApiError,
  type AuthState,
  type ChatMessage,
  type ChatSendOptions,
  type CurrentUser,
  type Session,
} from '@dealloop/client';
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

/** A notification as the fake server keeps it; `alert()` fills the fields not given. */
export function alert(fields: Partial<AlertNotification> & { id: string }): AlertNotification {
  return {
    kind: 'offerReceived',
    tone: 'info',
    title: 'New Offer Received!',
    message: 'You have a new offer on one of your properties',
    link: null,
    propertyId: null,
    offerId: null,
    contractId: null,
    read: false,
    createdAt: '2026-11-22T00:00:00.000Z',
    ...fields,
  };
}

/** One `alerts.connect` call of the fake, as a test sees it. */
export interface FakeAlertStream {
  options: AlertStreamOptions;
  /** Statuses reported so far, in order. */
  statuses: AlertStreamStatus[];
  closed: boolean;
}

/** The API paths of the bell the fake answers (GET list, POST read one, POST read all). */
export const NOTIFICATIONS_PATH = '/api/v1/notifications';

export interface FakeApiClient extends ApiClient {
  /** Signs an account in without the form, as a stored session would on page load. */
  startSignedIn(account: FakeAccount): CurrentUser;
  /** Makes the role lookup (getUser) fail. */
  failRoleLookup(): void;
  /** Ends the session as the real client does when the API answers 403 account_suspended. */
  suspendAccount(): void;
  /** Sets the server's notifications of the signed-in user (any order; the fake answers the newest 10). */
  seedNotifications(list: AlertNotification[]): void;
  /** The server's notifications, newest first. */
  notifications(): AlertNotification[];
  /** Makes the notification calls answer this error (null: work again). */
  failNotifications(error: ApiError | null): void;
  /**
   * Records a new alert on the server (id: the next number unless given) and delivers it to every open stream,
   * as the real stream would. Answers the alert.
   */
  emitAlert(fields?: Partial<AlertNotification>): AlertNotification;
  /** Reports a status (for example 'reconnecting') to every open stream. */
  reportAlertStatus(status: AlertStreamStatus): void;
  /** Every `alerts.connect` call so far, oldest first. */
  alertStreams(): FakeAlertStream[];
  /** The streams not closed. */
  openAlertStreams(): FakeAlertStream[];
  /** Answers `chat.send` with this handler from now on (default: streams "Hello from Loop." in two pieces). */
  onChat(handler: FakeChatHandler): void;
  /**
   * The profile GET/PATCH /api/v1/me/profile answer for an account (created on first use, onboarding completed
   * unless a test says otherwise); changes made here or by PATCH stay.
   */
  profileOf(account: FakeAccount): FakeProfile;
}

/** A profile as the fake keeps it (the shape of GET /api/v1/me/profile). */
export interface FakeProfile {
  userId: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  companyName: string | null;
  website: string | null;
  address: string | null;
  bio: string | null;
  specialty: string | null;
  profileTemplate: 'attract_sellers' | 'attract_buyers' | 'attract_both' | null;
  profilePublished: boolean;
  avatarUrl: string | null;
  companyLogo: string | null;
  onboardingCompleted: boolean;
  slug: string | null;
}

/** The caller's profile API the fake answers (GET and PATCH). */
export const MY_PROFILE_PATH = '/api/v1/me/profile';

/** How the fake answers `chat.send`: stream through `options.onDelta`, resolve with the whole text or reject. */
export type FakeChatHandler = (messages: ChatMessage[], options: ChatSendOptions) => Promise<string>;

/** The fake's default chat answer. */
const helloFromLoop: FakeChatHandler = async (_messages, { onDelta }) => {
  onDelta?.('Hello ');
  onDelta?.('from Loop.');
  return 'Hello from Loop.';
};

/** Creates a fake client knowing the demo accounts (and any given ones). */
export function createFakeApiClient(accounts: FakeAccount[] = [BUYER, MODERATOR, ADMIN]): FakeApiClient {
  const known = new Map(accounts.map((account) => [account.email, { ...account }]));
  const listeners = new Set<(state: AuthState) => void>();
  let session: Session | null = null;
  let roleLookupFails = false;
  let stored: AlertNotification[] = [];
  let notificationError: ApiError | null = null;
  const streams: FakeAlertStream[] = [];
  const deliverers = new Map<FakeAlertStream, (item: AlertNotification) => void>();
  let chatHandler: FakeChatHandler = helloFromLoop;

  let signOutReason: 'account_suspended' | undefined;
  const state = (): AuthState =>
    session
      ? { status: 'signed_in', session }
      : signOutReason
        ? { status: 'signed_out', session: null, reason: signOutReason }
        : { status: 'signed_out', session: null };
  const report = (stream: FakeAlertStream, status: AlertStreamStatus) => {
    if (stream.closed) return;
    if (status === 'closed') stream.closed = true;
    stream.statuses.push(status);
    stream.options.onStatus?.(status);
  };
  const setSession = (next: Session | null) => {
    session = next;
    // Like the real client, a stream closes itself when the session ends.
    if (!next) for (const stream of streams) report(stream, 'closed');
    for (const listener of listeners) listener(state());
  };
  const profiles = new Map<string, FakeProfile>();
  const profileOfUser = (user: CurrentUser): FakeProfile => {
    let profile = profiles.get(user.id);
    if (!profile) {
      profile = {
        userId: user.id,
        fullName: user.fullName,
        email: user.email,
        phone: null,
        companyName: null,
        website: null,
        address: null,
        bio: null,
        specialty: null,
        profileTemplate: null,
        profilePublished: false,
        avatarUrl: null,
        companyLogo: null,
        onboardingCompleted: true,
        slug: null,
      };
      profiles.set(user.id, profile);
    }
    return profile;
  };
  const profileApi = (method: string, path: string, options?: { json?: unknown }) => {
    if (path !== MY_PROFILE_PATH) return undefined;
    if (!session) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
    const profile = profileOfUser(session.user);
    if (method === 'PATCH') Object.assign(profile, options?.json ?? {});
    return method === 'GET' || method === 'PATCH' ? { ...profile } : undefined;
  };
  const newestFirst = () => [...stored].sort((a, b) => Number(b.id) - Number(a.id));
  const notificationsApi = async (method: string, path: string) => {
    if (!path.startsWith(NOTIFICATIONS_PATH)) return undefined;
    if (!session) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
    if (notificationError) throw notificationError;
    if (method === 'GET' && path === NOTIFICATIONS_PATH) {
      return {
        items: newestFirst().slice(0, 10),
        unreadCount: stored.filter((item) => !item.read).length,
      };
    }
    if (method === 'POST' && path === `${NOTIFICATIONS_PATH}/read-all`) {
      const updated = stored.filter((item) => !item.read).length;
      stored = stored.map((item) => ({ ...item, read: true }));
      return { updated };
    }
    const one = /^\/api\/v1\/notifications\/(\d+)\/read$/.exec(path);
    if (method === 'POST' && one) {
      const found = stored.find((item) => item.id === one[1]);
      if (!found) throw new ApiError(404, 'not_found', 'This notification does not exist.');
      const read = { ...found, read: true };
      stored = stored.map((item) => (item.id === read.id ? read : item));
      return read;
    }
    return undefined;
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
    request: vi.fn(async (method: string, path: string, options?: { json?: unknown }) => {
      const answer = profileApi(method, path, options) ?? (await notificationsApi(method, path));
      if (answer === undefined) throw new ApiError(404, 'not_found', 'Not found.');
      return answer;
    }) as ApiClient['request'],
    uploads: { upload: vi.fn(async () => Promise.reject(new Error('Not in tests.'))) },
    consents: { record: vi.fn(async () => {}) },
    alerts: {
      connect: vi.fn((options: AlertStreamOptions): AlertStream => {
        const stream: FakeAlertStream = { options, statuses: [], closed: false };
        streams.push(stream);
        let lastEventId = options.lastEventId ?? null;
        const deliver = (item: AlertNotification) => {
          if (stream.closed || (lastEventId !== null && Number(item.id) <= Number(lastEventId))) return;
          lastEventId = item.id;
          options.onAlert(item);
        };
        deliverers.set(stream, deliver);
        report(stream, 'connecting');
        if (!session) {
          report(stream, 'closed');
        } else {
          report(stream, 'open');
          // Resuming replays the newer alerts, oldest first (no gap, no duplicate).
          if (options.lastEventId !== undefined) for (const item of newestFirst().reverse()) deliver(item);
        }
        return {
          close: () => report(stream, 'closed'),
          get lastEventId() {
            return lastEventId;
          },
        };
      }),
    },
    chat: {
      send: vi.fn((messages: ChatMessage[], options: ChatSendOptions = {}) => chatHandler(messages, options)),
    },
    startSignedIn: (account) => open(account),
    failRoleLookup: () => {
      roleLookupFails = true;
    },
    suspendAccount: () => {
      signOutReason = 'account_suspended';
      setSession(null);
      signOutReason = undefined;
    },
    seedNotifications: (list) => {
      stored = [...list];
    },
    notifications: () => newestFirst(),
    failNotifications: (error) => {
      notificationError = error;
    },
    emitAlert: (fields = {}) => {
      const id = fields.id ?? String(Math.max(0, ...stored.map((item) => Number(item.id))) + 1);
      const item = alert({ ...fields, id });
      stored = [...stored.filter((existing) => existing.id !== id), item];
      for (const deliver of deliverers.values()) deliver(item);
      return item;
    },
    reportAlertStatus: (status) => {
      for (const stream of streams) report(stream, status);
    },
    alertStreams: () => [...streams],
    openAlertStreams: () => streams.filter((stream) => !stream.closed),
    onChat: (handler) => {
      chatHandler = handler;
    },
    profileOf: (account) => profileOfUser(userOf(account)),
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
