// The notification bell: badge, list of the latest 10 as alerts arrive, marking read, navigation and keyboard use.
import type { AlertNotification } from '@dealloop/client';
import { DEAL_ALERTS } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../app/services';
import { ServicesProvider } from '../../app/services-context';
import { ToastRegion } from '../../layout/toast-region';
import { TopNav } from '../../layout/top-nav';
import { createMemoryRouter, Outlet, RouterProvider } from '../../router';
import { act, render, screen, userEvent, waitFor, within } from '../../test/dom';
import { alert, BUYER, createFakeApiClient } from '../../test/fake-api-client';
import { bellLabel, relativeTime } from './notification-bell';

const TEST_CONFIG = { supportEmail: 'help@dealloop.test', publicUrl: 'https://dealloop.test' };

const many = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    alert({ id: String(index + 1), title: `Alert ${index + 1}`, message: `Message ${index + 1}` }),
  );

async function renderBell(seed: AlertNotification[] = [], signedIn = true) {
  const client = createFakeApiClient();
  client.seedNotifications(seed);
  if (signedIn) client.startSignedIn(BUYER);
  const services = createServices({ client, config: TEST_CONFIG, storage: null });
  // The top bar and the toasts on their own, so these tests do not depend on the pages.
  const shell = (
    <>
      <TopNav />
      <Outlet />
      <ToastRegion />
    </>
  );
  const router = createMemoryRouter(
    [{ path: '/', element: shell, children: [{ path: '*', element: null }] }],
    {
      initialEntries: ['/privacy-policy'],
    },
  );
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  if (signedIn) await waitFor(() => expect(client.openAlertStreams()).toHaveLength(1));
  return { client, router, services };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

async function openBell() {
  await userEvent.click(bell());
  return screen.getByRole('dialog', { name: 'Notifications' });
}

const titles = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('[data-notification]')?.getAttribute('data-notification'));

describe('notification bell', () => {
  it('is not there when signed out', async () => {
    await renderBell([], false);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('badge: hidden at 0, the count up to 9, 9+ above', async () => {
    expect([0, 3, 9, 10, 42].map(bellLabel)).toEqual([
      'Notifications',
      'Notifications, 3 unread',
      'Notifications, 9 unread',
      'Notifications, 9+ unread',
      'Notifications, 9+ unread',
    ]);
    const { client } = await renderBell([]);
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(bell().textContent).toBe('');
    act(() => {
      for (let index = 0; index < 3; index += 1) client.emitAlert();
    });
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread');
    expect(bell().textContent).toBe('3');
    act(() => {
      for (let index = 0; index < 7; index += 1) client.emitAlert();
    });
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 9+ unread');
    expect(bell().textContent).toBe('9+');
  });

  it('lists the 10 latest, newest first, also as live alerts arrive, with a toast for each', async () => {
    const { client } = await renderBell(many(10));
    await waitFor(() => expect(bell().textContent).toBe('9+'));
    const panel = await openBell();
    expect(titles(panel)).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    act(() => {
      client.emitAlert({ kind: 'offerReceived', ...DEAL_ALERTS.offerReceived.seller, id: '11' });
    });
    expect(titles(panel)).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2']);
    expect(within(panel).getAllByRole('listitem')[0]?.textContent).toContain(
      DEAL_ALERTS.offerReceived.seller.message,
    );
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByText(DEAL_ALERTS.offerReceived.seller.title)).toBeTruthy();
    expect(within(toasts).getByText(DEAL_ALERTS.offerReceived.seller.message)).toBeTruthy();
  });

  it('a click marks the notification read and opens its property', async () => {
    const { client, router } = await renderBell([
      alert({ id: '1', title: 'Offer Accepted!', propertyId: 'prop-1' }),
      alert({ id: '2', title: 'New Offer Received!', propertyId: 'prop-2' }),
    ]);
    await waitFor(() => expect(bell().textContent).toBe('2'));
    const panel = await openBell();
    await userEvent.click(within(panel).getByRole('button', { name: /Offer Accepted!/ }));
    expect(router.state.location.pathname).toBe('/properties/prop-1');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await waitFor(() => expect(client.notifications().find((item) => item.id === '1')?.read).toBe(true));
  });

  it('opens the alert link when it has one; without a destination it stays', async () => {
    const { router } = await renderBell([
      alert({ id: '1', title: 'Offer Declined' }),
      alert({ id: '2', title: 'Property Published!', link: '/property/p9', propertyId: 'p9' }),
    ]);
    await waitFor(() => expect(bell().textContent).toBe('2'));
    let panel = await openBell();
    await userEvent.click(within(panel).getByRole('button', { name: /Offer Declined/ }));
    expect(router.state.location.pathname).toBe('/privacy-policy');
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
    panel = screen.getByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(panel).getByRole('button', { name: /Property Published!/ }));
    expect(router.state.location.pathname).toBe('/property/p9');
  });

  it('Mark all read clears the badge and is disabled when none is unread', async () => {
    const { client } = await renderBell([alert({ id: '1' }), alert({ id: '2' })]);
    await waitFor(() => expect(bell().textContent).toBe('2'));
    const panel = await openBell();
    const markAll = within(panel).getByRole('button', { name: 'Mark all read' });
    await userEvent.click(markAll);
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect((markAll as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(client.notifications().every((item) => item.read)).toBe(true));
    // Focus stays in the panel (the button it was on is disabled): Escape still closes it.
    expect(panel.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('shows the empty state, and Escape closes the popover with focus back on the bell', async () => {
    await renderBell([]);
    await waitFor(() => expect(bell().getAttribute('aria-expanded')).toBe('false'));
    const panel = await openBell();
    await waitFor(() => expect(within(panel).getByText('No notifications yet.')).toBeTruthy());
    expect((within(panel).getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the list with the arrow keys and opens one with Enter', async () => {
    const { router } = await renderBell([
      alert({ id: '1', title: 'First', propertyId: 'a' }),
      alert({ id: '2', title: 'Second', propertyId: 'b' }),
    ]);
    await waitFor(() => expect(bell().textContent).toBe('2'));
    bell().focus();
    await userEvent.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(document.activeElement?.textContent).toContain('Second');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('First');
    expect(within(panel).getByRole('button', { name: /Unread: First/ })).toBe(document.activeElement);
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/properties/a');
  });

  it('says how long ago each notification came', () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    expect(relativeTime('2026-11-22T11:59:40.000Z', now)).toBe('just now');
    expect(relativeTime('2026-11-22T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-22T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-21T09:00:00.000Z', now)).toBe('yesterday');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
