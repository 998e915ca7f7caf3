// The public types of the DealLoop API client: what the site and the SDK program against.

/** The signed-in user as the API describes them (GET /api/v1/auth/user). */
export interface CurrentUser {
  id: string;
  email: string;
  fullName: string | null;
  roles: ('admin' | 'moderator')[];
  isAdmin: boolean;
  isModerator: boolean;
  createdAt: string;
}

/** A session kept in local storage. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  /** When the access token expires (ISO 8601). */
  expiresAt: string;
  user: CurrentUser;
}

/** What subscribers of the auth state are told. */
export type AuthState = { status: 'signed_out'; session: null } | { status: 'signed_in'; session: Session };

/** An image upload as the API answers it (POST /api/v1/uploads). */
export interface Upload {
  id: string;
  purpose: 'avatar' | 'logo' | 'listing';
  url: string;
  width: number;
  height: number;
  variants: { name: string; url: string; width: number; height: number }[];
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Origin of the API, e.g. `https://dealloop.example`; '' (default) means same origin. */
  baseUrl?: string;
  /** Where the session is kept; defaults to `globalThis.localStorage` when present, else memory only. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The fetch to use (tests pass the app's in-process fetch). */
  fetch?: typeof fetch;
  /** Local storage key; default `dealloop.session`. */
  storageKey?: string;
  /** Refresh this many seconds before the access token expires; default 60. */
  refreshLeewaySeconds?: number;
  /**
   * Where the `storage` events of other tabs arrive; defaults to `globalThis` when it can listen (the window in
   * a browser); null turns cross-tab updates off. Tests pass a plain EventTarget.
   */
  eventTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

/** Options of one request. */
export interface RequestOptions {
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as is (FormData for uploads). */
  body?: BodyInit;
  /** Appended as a query string; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The API client. */
export interface ApiClient {
  readonly auth: {
    signUp(input: { email: string; password: string; fullName?: string }): Promise<CurrentUser>;
    signIn(input: { email: string; password: string }): Promise<CurrentUser>;
    /** Ends the session on the server (best effort) and always clears it locally. */
    signOut(): Promise<void>;
    requestPasswordReset(email: string): Promise<void>;
    confirmPasswordReset(token: string, password: string): Promise<void>;
    changePassword(currentPassword: string, newPassword: string): Promise<void>;
    /** Asks the server who is signed in (refreshing the stored user); null when signed out. */
    getUser(): Promise<CurrentUser | null>;
    /** The stored session, without a network call. */
    getSession(): Session | null;
    /** Calls the listener now with the current state and on every change (including other tabs); answers unsubscribe. */
    onAuthStateChange(listener: (state: AuthState) => void): () => void;
  };
  /** Calls the API with the bearer token when signed in; refreshes before expiry and once after a 401. */
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  readonly uploads: {
    upload(file: Blob, purpose: Upload['purpose'], fileName?: string): Promise<Upload>;
  };
  readonly consents: {
    /** Records a consent of the signed-in user (POST /api/v1/consents). */
    record(input: { consentType: 'cookies'; version: string }): Promise<void>;
  };
}
