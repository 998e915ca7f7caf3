// The public types of the DealLoop API client: what the site and the SDK program against (the API's shapes come
// from @dealloop/contract, as types only).
import type {
  AccountsContract,
  AlertNotification,
  CallInput,
  ChatMessage,
  CurrentUser,
  Tokens,
} from '@dealloop/contract';

/** The signed-in user as the API describes them (GET /api/v1/auth/user): the contract's CurrentUser. */
export type { CurrentUser };

/** The JSON body a contract call of route R sends. */
type BodyOf<R extends AccountsContract[keyof AccountsContract]> =
  CallInput<R> extends { json?: infer J } ? NonNullable<J> : never;

/** A session kept in local storage: the token pair of an auth answer (`expiresAt`: when the access token expires, ISO 8601) and its user. */
export interface Session extends Pick<Tokens, 'accessToken' | 'refreshToken' | 'expiresAt'> {
  user: CurrentUser;
}

/** Why the client ended a session on its own: `account_suspended` when the server refused a suspended account. */
export type SignOutReason = 'account_suspended';

/**
 * What subscribers of the auth state are told. A signed-out state carries `reason` when the client cleared the
 * session because the server refused the account (not on a sign-out, an expired session or another tab's change).
 */
export type AuthState =
  | { status: 'signed_out'; session: null; reason?: SignOutReason }
  | { status: 'signed_in'; session: Session };

/** An image upload as the API answers it (POST /api/v1/uploads). */
export interface Upload {
  id: string;
  purpose: 'avatar' | 'logo' | 'listing';
  url: string;
  width: number;
  height: number;
  variants: { name: string; url: string; width: number; height: number }[];
}

/** A proof of funds as the API answers it: kept private, only the offer's parties and admins can open it. */
export interface ProofOfFundsUpload {
  id: string;
  purpose: 'proof_of_funds';
  name: string;
  contentType: string;
  bytes: number;
}

/** What a file can be uploaded for. */
export type UploadPurpose = Upload['purpose'] | ProofOfFundsUpload['purpose'];

/** What the API answers for an upload of that purpose. */
export type UploadResult<P extends UploadPurpose> = P extends 'proof_of_funds' ? ProofOfFundsUpload : Upload;

/** How much of an upload's body has been sent. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all (the multipart body, slightly more than the file), or null when unknown. */
  total: number | null;
}

/** Options of an upload. */
export interface UploadOptions {
  /**
   * Called as the body goes out (XMLHttpRequest `upload.onprogress`). A retry after a refreshed token starts
   * again from 0. Where there is no XMLHttpRequest the upload goes through fetch and only its end is reported.
   */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload; the call then rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal;
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
  /**
   * Creates the XMLHttpRequest of uploads that report progress; defaults to `globalThis.XMLHttpRequest` when
   * there is one. null sends them with fetch (progress then reports only the end). Tests pass a fake.
   */
  createXhr?: (() => XMLHttpRequest) | null;
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
    signUp(input: BodyOf<AccountsContract['signUp']>): Promise<CurrentUser>;
    signIn(input: BodyOf<AccountsContract['signIn']>): Promise<CurrentUser>;
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
    /**
     * Uploads an image (POST /api/v1/uploads, multipart) with the bearer token; refreshes before expiry and once
     * after a 401 like `request`. With `options.onProgress` it reports the bytes sent as they go.
     */
    upload<P extends UploadPurpose>(
      file: Blob,
      purpose: P,
      fileName?: string,
      options?: UploadOptions,
    ): Promise<UploadResult<P>>;
  };
  readonly consents: {
    /** Records a consent of the signed-in user (POST /api/v1/consents). */
    record(input: BodyOf<AccountsContract['recordConsent']>): Promise<void>;
  };
  readonly alerts: {
    /**
     * Opens GET /api/v1/alerts/stream with fetch streaming and the bearer header (refreshing the token like
     * `request`), parses the SSE, and reconnects with backoff (1 s doubling to 30 s, with jitter) sending
     * Last-Event-ID. Throws nothing: failures become `reconnecting`. Closes itself (`closed`) when the client
     * signs out; a 401 after one refresh also closes it.
     */
    connect(options: AlertStreamOptions): AlertStream;
  };
  readonly chat: {
    /**
     * Asks Loop (POST /api/v1/functions/chat-with-loop, with the bearer token when signed in; anonymous works too)
     * and streams the answer: `onDelta` gets each piece as it arrives; resolves with the whole answer at
     * `data: [DONE]`. A non-2xx answer rejects with its ApiError (status, `retryAfterSeconds` from Retry-After);
     * a stream that breaks off or ends before [DONE] rejects with an ApiError of status 0.
     */
    send(messages: ChatMessage[], options?: ChatSendOptions): Promise<string>;
  };
}

/** One message of a conversation with Loop. */
export type { ChatMessage };

/** Options of `chat.send`. */
export interface ChatSendOptions {
  /** Called with each piece of the answer, in order, as it streams in. */
  onDelta?: (text: string) => void;
  /** Aborting stops the answer; the call then rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal;
  /**
   * The asker's position, sent only when they asked about deals near them and the browser shared it (Loop then
   * answers nearest first); the server refuses a latitude outside -90..90 or a longitude outside -180..180.
   */
  position?: { lat: number; lng: number } | null;
}

/** A live alert, which is also a notification of the bell (GET /api/v1/notifications answers the same shape). */
export type { AlertNotification };

/** Where an alert stream is. */
export type AlertStreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Options of `alerts.connect`. */
export interface AlertStreamOptions {
  /** Called once per alert, in id order, never twice for the same id (also across reconnects). */
  onAlert(alert: AlertNotification): void;
  onStatus?(status: AlertStreamStatus): void;
  /** Resume after this alert id (for example the newest id the bell already shows). */
  lastEventId?: string;
}

/** An open alert stream. */
export interface AlertStream {
  close(): void;
  /** The id of the last alert delivered, or the one it resumed after. */
  readonly lastEventId: string | null;
}
