// The tab's alert stream and the bell's store: one stream while signed in, resumed after the list, toasts, counts.
import { type AlertNotification, ApiError } from '@dealloop/client';
import { dealAlertText } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../app/services';
import { alert, BUYER, createFakeApiClient, MODERATOR } from '../../test/fake-api-client';

const TEST_CONFIG = { supportEmail: 'help@dealloop.test', publicUrl: 'https://dealloop.test' };

function start(signedIn = true, seed: AlertNotification[] = []) {
  const client = createFakeApiClient();
  client.seedNotifications(seed);
  if (signedIn) client.startSignedIn(BUYER);
  const services = createServices({ client, config: TEST_CONFIG, storage: null });
  const ready = () =>
    expect.poll(() => services.notifications.getState().status, { timeout: 2000 }).toBe('ready');
  return { client, services, ready };
}

const toastTexts = (services: ReturnType<typeof start>['services']) =>
  services.toasts.getState().toasts.map((toast) => [toast.tone, toast.title, toast.message]);

describe('alert stream', () => {
  it('opens one stream once the list has loaded, resumed after the newest notification', async () => {
    const client = createFakeApiClient();
    client.seedNotifications([alert({ id: '3' }), alert({ id: '7', read: true }), alert({ id: '5' })]);
    client.startSignedIn(BUYER);
    const services = createServices({ client, config: TEST_CONFIG, storage: null });
    await expect.poll(() => client.openAlertStreams().length).toBe(1);
    expect(client.alerts.connect).toHaveBeenCalledTimes(1);
    expect(client.openAlertStreams()[0]?.options.lastEventId).toBe('7');
    expect(services.notifications.getState()).toMatchObject({ status: 'ready', unreadCount: 2 });
    expect(services.notifications.getState().items.map((item) => item.id)).toEqual(['7', '5', '3']);
  });

  it('shows each live alert as a toast with the spec title and puts it first in the bell', async () => {
    const { client, services, ready } = start();
    await ready();
    const accepted = dealAlertText('offerAccepted', 'buyer', 'Brick ranch')!;
    client.emitAlert({ kind: 'offerAccepted', ...accepted, propertyId: 'p1' });
    expect(toastTexts(services)).toEqual([['success', 'Offer Accepted!', accepted.message]]);
    expect(services.notifications.getState().items[0]).toMatchObject({ title: 'Offer Accepted!' });
    expect(services.notifications.getState().unreadCount).toBe(1);
    const declined = dealAlertText('offerDeclined', 'buyer', 'Brick ranch')!;
    client.emitAlert({ kind: 'offerDeclined', ...declined });
    expect(toastTexts(services)[1]).toEqual(['error', 'Offer Declined', declined.message]);
  });

  it('does nothing while signed out: no list, no stream, no toast', async () => {
    const { client, services } = start(false);
    client.emitAlert();
    await Promise.resolve();
    expect(client.alerts.connect).not.toHaveBeenCalled();
    expect(client.request).not.toHaveBeenCalled();
    expect(services.notifications.getState()).toEqual({ status: 'idle', items: [], unreadCount: 0 });
    expect(services.toasts.getState().toasts).toEqual([]);
  });

  it('closes the stream and clears the bell on sign-out; the next sign-in gets one new stream', async () => {
    const { client, services, ready } = start();
    await ready();
    client.emitAlert();
    await client.auth.signOut();
    expect(client.openAlertStreams()).toEqual([]);
    expect(client.alertStreams()[0]?.statuses.at(-1)).toBe('closed');
    expect(services.notifications.getState()).toEqual({ status: 'idle', items: [], unreadCount: 0 });

    await client.auth.signIn({ email: MODERATOR.email, password: MODERATOR.password });
    await expect.poll(() => client.openAlertStreams().length).toBe(1);
    expect(client.alerts.connect).toHaveBeenCalledTimes(2);
    services.stop();
    expect(client.openAlertStreams()).toEqual([]);
  });

  it('stops the stream with the services', async () => {
    const { client, services, ready } = start();
    await ready();
    await expect.poll(() => client.openAlertStreams().length).toBe(1);
    services.stop();
    expect(client.openAlertStreams()).toEqual([]);
  });

  it('resumes after a failed list load only live, and the list can be loaded again', async () => {
    const client = createFakeApiClient();
    client.startSignedIn(BUYER);
    client.seedNotifications([alert({ id: '1' })]);
    client.failNotifications(ApiError.network(new Error('offline')));
    const services = createServices({ client, config: TEST_CONFIG, storage: null });
    await expect.poll(() => services.notifications.getState().status).toBe('failed');
    expect(client.openAlertStreams()[0]?.options.lastEventId).toBeUndefined();
    client.emitAlert({ id: '2' });
    client.failNotifications(null);
    await services.notifications.load();
    expect(services.notifications.getState()).toMatchObject({ status: 'ready', unreadCount: 2 });
    expect(services.notifications.getState().items.map((item) => item.id)).toEqual(['2', '1']);
  });
});

describe('notifications store', () => {
  it('keeps the 10 newest, newest first, as alerts arrive; a repeated alert counts once', async () => {
    const seed = Array.from({ length: 12 }, (_, index) => alert({ id: String(index + 1) }));
    const { client, services, ready } = start(true, seed);
    await ready();
    expect(services.notifications.getState().unreadCount).toBe(12);
    for (const id of ['13', '14']) client.emitAlert({ id });
    const { items, unreadCount } = services.notifications.getState();
    expect(items.map((item) => item.id)).toEqual(['14', '13', '12', '11', '10', '9', '8', '7', '6', '5']);
    expect(unreadCount).toBe(14);
    services.notifications.receive(alert({ id: '14' }));
    expect(services.notifications.getState().unreadCount).toBe(14);
    expect(services.notifications.getState().items).toHaveLength(10);
  });

  it('marks one read at once and rolls it back with a toast when the server refuses', async () => {
    const { client, services, ready } = start(true, [alert({ id: '1' }), alert({ id: '2' })]);
    await ready();
    await services.notifications.markRead('2');
    expect(services.notifications.getState().unreadCount).toBe(1);
    expect(client.notifications().find((item) => item.id === '2')?.read).toBe(true);

    client.failNotifications(ApiError.network(new Error('offline')));
    const pending = services.notifications.markRead('1');
    expect(services.notifications.getState().unreadCount).toBe(0);
    await pending;
    expect(services.notifications.getState().unreadCount).toBe(1);
    expect(services.notifications.getState().items.find((item) => item.id === '1')?.read).toBe(false);
    expect(toastTexts(services)).toEqual([['error', undefined, expect.stringMatching(/Could not mark/)]]);
  });

  it('marks all read, counting the ones beyond the list, and rolls back on failure', async () => {
    const seed = Array.from({ length: 11 }, (_, index) => alert({ id: String(index + 1) }));
    const { client, services, ready } = start(true, seed);
    await ready();
    client.failNotifications(ApiError.network(new Error('offline')));
    await services.notifications.markAllRead();
    expect(services.notifications.getState().unreadCount).toBe(11);
    client.failNotifications(null);
    await services.notifications.markAllRead();
    expect(services.notifications.getState().unreadCount).toBe(0);
    expect(services.notifications.getState().items.every((item) => item.read)).toBe(true);
    expect(client.notifications().every((item) => item.read)).toBe(true);
  });
});
