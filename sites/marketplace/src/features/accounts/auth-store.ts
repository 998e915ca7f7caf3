// The auth store: who is signed in and their roles, kept in step with the API client's auth state.
import type { ApiClient, AuthState, CurrentUser } from '@dealloop/client';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** What the site knows about the visitor. */
export interface AuthSnapshot {
  status: 'signed_in' | 'signed_out';
  user: CurrentUser | null;
  /** Role flags; both false when signed out or when the role lookup failed (docs/product/accounts.md). */
  isAdmin: boolean;
  isModerator: boolean;
}

/** The auth store with its actions. */
export interface AuthStore extends StoreApi<AuthSnapshot> {
  /** Subscribes to the client and looks the user's roles up once; answers the unsubscribe. */
  start(): () => void;
  /** Looks the user and their roles up again (after a live alert granted or refused a role). */
  refresh(): Promise<void>;
  /** Ends the session (the client clears it locally even when the server cannot be reached). */
  signOut(): Promise<void>;
}

const SIGNED_OUT: AuthSnapshot = { status: 'signed_out', user: null, isAdmin: false, isModerator: false };

function snapshotOf(user: CurrentUser | null | undefined): AuthSnapshot {
  if (!user) return SIGNED_OUT;
  return {
    status: 'signed_in',
    user,
    isAdmin: user.isAdmin === true,
    isModerator: user.isModerator === true,
  };
}

const fromAuthState = (state: AuthState) =>
  snapshotOf(state.status === 'signed_in' ? state.session.user : null);

/** The roles of a snapshot, as the role names core's navigation rules take. */
export function rolesOf(snapshot: Pick<AuthSnapshot, 'isAdmin' | 'isModerator'>): ('admin' | 'moderator')[] {
  const roles: ('admin' | 'moderator')[] = [];
  if (snapshot.isAdmin) roles.push('admin');
  if (snapshot.isModerator) roles.push('moderator');
  return roles;
}

/** Creates the auth store of a client. It starts from the stored session, before any network call. */
export function createAuthStore(client: ApiClient): AuthStore {
  const store = createStore<AuthSnapshot>()(() => snapshotOf(client.auth.getSession()?.user));

  const lookUpRoles = async () => {
    const userId = store.getState().user?.id;
    if (!userId) return;
    try {
      const user = await client.auth.getUser();
      if (store.getState().user?.id !== userId) return;
      store.setState(snapshotOf(user));
    } catch (error) {
      console.error('DealLoop: the role lookup failed; continuing without roles.', error);
      if (store.getState().user?.id === userId) store.setState({ isAdmin: false, isModerator: false });
    }
  };

  return {
    ...store,
    start() {
      const unsubscribe = client.auth.onAuthStateChange((state) => store.setState(fromAuthState(state)));
      void lookUpRoles();
      return unsubscribe;
    },
    refresh: lookUpRoles,
    signOut: () => client.auth.signOut(),
  };
}
