// The services of the site (API client, configuration and stores), created once and handed down by context.
import type { ApiClient } from '@dealloop/client';
import { type AuthStore, createAuthStore } from '../features/accounts/auth-store';
import {
  type ConsentStorage,
  type CookieConsentStore,
  createCookieConsentStore,
} from '../features/accounts/cookie-consent-store';
import { startSuspensionNotice } from '../features/accounts/suspension-notice';
import { startAlertStream } from '../features/alerts/alert-stream';
import { createLiveUpdates, type LiveUpdates } from '../features/alerts/live-updates';
import { createNotificationsStore, type NotificationsStore } from '../features/alerts/notifications-store';
import type { RuntimeConfig } from '../runtime-config';
import { createOnboardingStore, type OnboardingStore } from '../stores/onboarding-store';
import { createToastStore, type ToastStore } from '../stores/toast-store';

/** Everything the site's components reach through `useServices()`. */
export interface AppServices {
  client: ApiClient;
  config: RuntimeConfig;
  auth: AuthStore;
  toasts: ToastStore;
  cookieConsent: CookieConsentStore;
  notifications: NotificationsStore;
  /** The onboarding tour: `onboarding.openTour()` opens it from anywhere. */
  onboarding: OnboardingStore;
  /** Live alerts by the resource they changed: open pages reload what an alert is about. */
  live: LiveUpdates;
}

/** Creates the services and starts the stores; `stop` undoes the subscriptions. */
export function createServices({
  client,
  config,
  storage,
}: {
  client: ApiClient;
  config: RuntimeConfig;
  storage: ConsentStorage | null;
}): AppServices & { stop(): void } {
  const auth = createAuthStore(client);
  const cookieConsent = createCookieConsentStore({ storage, auth, client });
  const toasts = createToastStore();
  const notifications = createNotificationsStore({ client, auth, toasts });
  const onboarding = createOnboardingStore({ client, auth });
  const live = createLiveUpdates();
  const stops = [
    auth.start(),
    cookieConsent.start(),
    notifications.start(),
    onboarding.start(),
    startAlertStream({ client, auth, notifications, toasts, live }),
    // A role granted or refused: the account menu shows the user's roles as they are now.
    live.subscribe(['session'], () => void auth.refresh()),
    startSuspensionNotice({ client, toasts }),
  ];
  return {
    client,
    config,
    auth,
    toasts,
    cookieConsent,
    notifications,
    onboarding,
    live,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}
