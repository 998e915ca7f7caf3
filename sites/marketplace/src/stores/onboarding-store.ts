// The onboarding tour store: whether the wizard is open, and `openTour()`, the one way the app opens it. After
// each sign-in it looks the profile up once and opens the tour while onboarding is not completed.
import type { ApiClient } from '@dealloop/client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AuthStore } from '../features/accounts/auth-store';
import { fetchMyProfile } from '../features/profiles/profiles-api';

/** What the wizard needs to know. */
export interface OnboardingSnapshot {
  /** Whether the wizard is on screen. */
  open: boolean;
}

/** Options of {@link OnboardingStore.openTour}. */
export interface OpenTourOptions {
  /** Called when the user finishes the tour (not when they skip or close it). */
  onComplete?: () => void;
}

/** The onboarding store with its actions. */
export interface OnboardingStore extends StoreApi<OnboardingSnapshot> {
  /** Follows sign-ins: looks each signed-in user's profile up once; answers the unsubscribe. */
  start(): () => void;
  /** Opens the wizard (the Getting Started Tour entry, and the automatic first-login opening). */
  openTour(options?: OpenTourOptions): void;
  /** Closes the wizard. */
  close(): void;
  /** Called by the wizard when the user finishes: runs the completion callback of the last `openTour`. */
  finished(): void;
}

/** Creates the store over the API client and the auth store. */
export function createOnboardingStore({
  client,
  auth,
}: {
  client: ApiClient;
  auth: AuthStore;
}): OnboardingStore {
  const store = createStore<OnboardingSnapshot>()(() => ({ open: false }));
  let onComplete: (() => void) | undefined;
  let checkedUserId: string | null = null;

  const checkProfile = async (userId: string) => {
    try {
      const profile = await fetchMyProfile(client);
      if (auth.getState().user?.id !== userId) return;
      if (!profile.onboardingCompleted) store.setState({ open: true });
    } catch (error) {
      console.warn('DealLoop: the profile lookup failed; the onboarding tour stays closed.', error);
    }
  };

  const follow = () => {
    const userId = auth.getState().user?.id ?? null;
    if (userId === checkedUserId) return;
    checkedUserId = userId;
    if (userId === null) {
      onComplete = undefined;
      store.setState({ open: false });
      return;
    }
    void checkProfile(userId);
  };

  return {
    ...store,
    start() {
      follow();
      return auth.subscribe(follow);
    },
    openTour(options = {}) {
      onComplete = options.onComplete;
      store.setState({ open: true });
    },
    close() {
      store.setState({ open: false });
    },
    finished() {
      const callback = onComplete;
      onComplete = undefined;
      store.setState({ open: false });
      callback?.();
    },
  };
}
