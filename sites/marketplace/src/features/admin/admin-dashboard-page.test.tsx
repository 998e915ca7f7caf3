// /admin and /admin/dashboard: admins only; figures, four charts with table alternatives, period and grouping in the
// URL sent to the API, and the links to user and contract management.
import { ADMIN_MESSAGES } from '@dealloop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, quietStorage, userIdOf } from '../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { ADMIN, BUYER } from '../../test/fake-api-client';
import { callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { ADMIN_STATS_API, answerAdminApi } from './admin-test-support';

afterEach(() => vi.restoreAllMocks());

function renderDashboard(path: string) {
  const client = createDealClient();
  client.startSignedIn(ADMIN);
  answerAdminApi(client, [], { adminId: userIdOf(ADMIN), adminName: 'Ada Admin' });
  return renderApp(path, { client, storage: quietStorage() });
}

describe('Admin dashboard', () => {
  it("tells a signed-in non-admin they don't have access and loads nothing", async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    renderApp('/admin', { client, storage: quietStorage() });
    expect(await screen.findByText(ADMIN_MESSAGES.noAccess)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: ADMIN_MESSAGES.dashboardTitle })).toBeTruthy();
    expect(callsTo(client, ADMIN_STATS_API)).toHaveLength(0);
  });

  it('shows the current figures with their breakdowns and links', async () => {
    renderDashboard('/admin/dashboard');
    const listings = await screen.findByRole('article', { name: 'Listings' });
    expect(within(listings).getByText('60')).toBeTruthy();
    const pending = within(listings).getByText('Pending review').closest('div') as HTMLElement;
    expect(within(pending).getByText('7')).toBeTruthy();
    const underContract = within(listings).getByText('Under contract').closest('div') as HTMLElement;
    expect(within(underContract).getByText('9')).toBeTruthy();
    const sold = within(listings).getByText('Sold').closest('div') as HTMLElement;
    expect(within(sold).getByText('8')).toBeTruthy();
    const users = screen.getByRole('article', { name: 'Users' });
    expect(within(users).getByText('120')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Open reports' })).getByText('4')).toBeTruthy();
    const contracts = screen.getByRole('article', { name: 'Contracts' });
    expect(
      within(contracts).getByRole('link', { name: ADMIN_MESSAGES.contractsLink }).getAttribute('href'),
    ).toBe('/admin/contracts');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: ADMIN_MESSAGES.usersLink }).getAttribute('href')).toBe(
      '/admin/users',
    );
  });

  it('draws a chart per series over 30 days by day, each with its numbers as a table', async () => {
    const { client } = renderDashboard('/admin');
    const chart = await screen.findByRole('img', { name: /^New users .*435 in total over the last 30 days/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const table = screen.getByRole('table', { name: 'New users' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[2]!.textContent).toBe('Sep 21');
    for (const title of Object.values(ADMIN_MESSAGES.seriesTitles)) {
      expect(screen.getByRole('figure', { name: title })).toBeTruthy();
    }
    expect(callsTo(client, ADMIN_STATS_API)[0]?.[2]).toEqual({ query: { days: 30, bucket: 'day' } });
  });

  it('keeps the period and grouping in the URL and asks the API for them', async () => {
    const { client, router } = renderDashboard('/admin?days=90&bucket=week');
    const table = await screen.findByRole('table', { name: 'Offers made' });
    expect(callsTo(client, ADMIN_STATS_API)[0]?.[2]).toEqual({ query: { days: 90, bucket: 'week' } });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Week of Sep 11');
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe(ADMIN_MESSAGES.weekHeader);

    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByLabelText(ADMIN_MESSAGES.bucketLabel),
      ADMIN_MESSAGES.bucketOptions.day,
    );
    await waitFor(() => expect(router.state.location.search).toBe('?days=90&bucket=day'));
    await waitFor(() =>
      expect(callsTo(client, ADMIN_STATS_API).at(-1)?.[2]).toEqual({ query: { days: 90, bucket: 'day' } }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: /^Offers made 90 in total/ }).querySelectorAll('rect'),
      ).toHaveLength(90),
    );
  });
});
