// Backup offers on /dashboard/offers: the seller ticks and orders backups when accepting, sees backups with their
// rank, promotes one and declines them all; the buyer sees "Backup #N" on the offer they sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDealClient,
  makeOffer,
  quietStorage,
  SELLER,
  toastMessages,
} from '../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import type { Offer } from './offer';
import { OFFERS_API } from './offers-test-support';

afterEach(() => vi.restoreAllMocks());

/** Answers GET /offers with `offers` (any box) and records the posts. */
function serve(client: FakeApiClient, offers: Offer[]) {
  const posts: { path: string; json: unknown }[] = [];
  answerRequests(client, (method, path, options) => {
    if (method === 'GET' && path === OFFERS_API) return { items: offers };
    if (method === 'POST') {
      posts.push({ path, json: options?.json });
      if (path.endsWith('/backup-offers/decline')) return { declined: 2 };
      const id = /^\/api\/v1\/offers\/([^/]+)\/actions$/.exec(path)?.[1];
      const offer = offers.find((one) => one.id === id) as Offer;
      return { ...offer, status: 'accepted', backupRank: null, contractId: 'contract-9', allowedActions: [] };
    }
    return undefined;
  });
  return posts;
}

function render(offers: Offer[], who = SELLER, path = '/dashboard/offers') {
  const client = createDealClient();
  client.startSignedIn(who);
  const posts = serve(client, offers);
  return { ...renderApp(path, { client, storage: quietStorage() }), posts };
}

const cardOf = async (name: string | RegExp) =>
  (await screen.findAllByRole('article')).find((card) => within(card).queryByText(name)) as HTMLElement;

/** Three pending offers on one listing. */
function threeOffers() {
  const first = makeOffer({ amount: 100_000, allowedActions: ['accept', 'reject', 'counter'] });
  const other = (id: string, fullName: string, amount: number) =>
    makeOffer({
      propertyId: first.propertyId,
      property: first.property,
      buyer: { id, fullName },
      amount,
      allowedActions: ['accept', 'reject', 'counter'],
    });
  return [first, other('user-olive', 'Olive Other', 95_000), other('user-tom', 'Tom Third', 97_000)];
}

describe('backup offers', () => {
  it('lets the seller tick and order backups in the accept dialog and sends them in rank order', async () => {
    const offers = threeOffers();
    const { posts } = render(offers);
    const user = userEvent.setup();
    const card = await cardOf(/From Bea Buyer/);
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this offer?' });
    expect(within(dialog).getByRole('button', { name: 'Accept offer' })).toBeTruthy();
    await user.click(within(dialog).getByLabelText(/Olive Other: \$95,000/));
    await user.click(within(dialog).getByLabelText(/Tom Third: \$97,000/));
    expect(dialog.textContent).toContain('Backup #2');
    await user.click(within(dialog).getByRole('button', { name: 'Move up: Tom Third: $97,000' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and keep 2 backups' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      path: `/api/v1/offers/${offers[0]!.id}/actions`,
      json: { action: 'accept', backupOfferIds: [offers[2]!.id, offers[1]!.id] },
    });
  });

  it('accepts without backups when none is ticked', async () => {
    const offers = threeOffers();
    const { posts } = render(offers);
    const user = userEvent.setup();
    await user.click(within(await cardOf(/From Bea Buyer/)).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.json).toEqual({ action: 'accept' });
  });

  it('shows backups with their rank, promotes one and declines them all', async () => {
    const backup = makeOffer({ status: 'backup', backupRank: 2, allowedActions: ['reject', 'promote'] });
    const { posts, services } = render([backup]);
    const user = userEvent.setup();
    const card = await cardOf(/From Bea Buyer/);
    expect(card.textContent).toContain('Backup #2');
    // Promote is offered only once the live contract is gone: the card says so instead of "waits".
    expect(card.textContent).toContain(
      'The contract was cancelled: you can promote a backup to a new contract.',
    );
    expect(card.textContent).not.toContain('A backup waits for the live contract');
    await user.click(within(card).getByRole('button', { name: 'Promote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promote this backup offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Promote backup' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.json).toEqual({ action: 'promote' });
    await waitFor(() =>
      expect(toastMessages(services)).toContain('Backup promoted. A contract was created.'),
    );

    await user.click(screen.getByRole('button', { name: `Decline all backups: ${backup.property.title}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Decline all backups' });
    await user.click(within(confirm).getByRole('button', { name: 'Decline all backups' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.path).toBe(`/api/v1/properties/${backup.propertyId}/backup-offers/decline`);
    await waitFor(() => expect(toastMessages(services)).toContain('2 backup offers declined.'));
  });

  it('shows the buyer "Backup #N" on the offer they sent, with Withdraw only', async () => {
    const backup = makeOffer({ status: 'backup', backupRank: 1, allowedActions: ['withdraw'] });
    render([backup], BUYER, '/dashboard/offers?tab=sent');
    const card = await cardOf(/To /);
    expect(card.textContent).toContain('Backup #1');
    expect(card.textContent).toContain('A backup waits for the live contract; it does not expire.');
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Promote' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Decline all backups/ })).toBeNull();
  });
});
