// The services of the site (API client, configuration and stores), created once and handed down by context.
import type { ApiClient } from '@dealloop/client';
import type { RuntimeConfig } from '../runtime-config';
import { type AuthStore, createAuthStore } from '../stores/auth-store';
import {
  type ConsentStorage,
  type CookieConsentStore,
  createCookieConsentStore,
} from '../stores/cookie-consent-store';
import { createToastStore, type ToastStore } from '../stores/toast-store';

/** Everything the site's components reach through `useServices()`. */
export interface AppServices {
  client: ApiClient;
  config: RuntimeConfig;
  auth: AuthStore;
  toasts: ToastStore;
  cookieConsent: CookieConsentStore;
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
  const stops = [auth.start(), cookieConsent.start()];
  return {
    client,
    config,
    auth,
    toasts: createToastStore(),
    cookieConsent,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}
