// The live alert stream of the tab: one `client.alerts.connect()` while signed in, feeding the bell and the toasts.
import type { AlertStream, ApiClient } from '@dealloop/client';
import type { ToastStore } from '../../stores/toast-store';
import type { AuthStore } from '../accounts/auth-store';
import type { LiveUpdates } from './live-updates';
import type { NotificationsStore } from './notifications-store';

/** What the alert stream needs from the services. */
export interface AlertStreamDeps {
  client: ApiClient;
  auth: AuthStore;
  notifications: NotificationsStore;
  toasts: ToastStore;
  live: LiveUpdates;
}

/**
 * Starts following the auth state: once the signed-in user's bell list has loaded (or failed to), opens one
 * alert stream resumed after the newest notification loaded; each new alert goes to the bell and shows a toast
 * (title, message, the alert's tone) and goes to the live updates, so open pages reload what it is about
 * (a replayed alert the bell already had does neither). Reconnecting is the client's job. Signing out closes the stream; another
 * user gets a new one. Answers the stop, which closes it.
 */
export function startAlertStream({ client, auth, notifications, toasts, live }: AlertStreamDeps): () => void {
  let stream: AlertStream | null = null;
  let streamUser: string | null = null;

  const close = () => {
    stream?.close();
    stream = null;
    streamUser = null;
  };

  const sync = () => {
    const userId = auth.getState().user?.id ?? null;
    if (streamUser !== userId) close();
    if (!userId || stream) return;
    const bell = notifications.getState();
    if (bell.status === 'idle' || bell.status === 'loading') return;
    // A loaded list resumes after its newest id ('0' when empty: nothing is missed between the load and now);
    // after a failed load the stream only goes live.
    const lastEventId = bell.status === 'ready' ? (bell.items[0]?.id ?? '0') : undefined;
    streamUser = userId;
    stream = client.alerts.connect({
      lastEventId,
      onAlert: (alert) => {
        if (auth.getState().user?.id !== userId) return;
        const known = notifications.getState().items.some((item) => item.id === alert.id);
        notifications.receive(alert);
        if (known) return;
        toasts.show(alert.tone, alert.message, { title: alert.title });
        live.publish(alert);
      },
    });
  };

  const stops = [auth.subscribe(sync), notifications.subscribe(sync)];
  sync();
  return () => {
    for (const stop of stops) stop();
    close();
  };
}
