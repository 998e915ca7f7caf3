// /dashboard/offers: sign-in gate, Received and Sent tabs, the actions the API allows, counters and 409s.
import { ApiError } from '@dealloop/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDealClient,
  makeOffer,
  quietStorage,
  SELLER,
  toastMessages,
} from '../../deals/deal-test-support';
import { OFFER_FORM_MESSAGES } from '../../deals/deal-texts';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import type { Offer } from './offer';
import { OFFERS_API } from './offers-test-support';

afterEach(() => vi.restoreAllMocks());

/** A small offers API: lists by box, and applies accept, reject and counter like the server's rules. */
function serveOffers(client: FakeApiClient, offers: Offer[]) {
  answerRequests(client, (method, path, options) => {
    if (method === 'GET' && path === OFFERS_API) {
      const box = options?.query?.box;
      return {
        items: offers.filter((offer) =>
          box === 'sent'
            ? offer.buyer.fullName === BUYER.fullName && offer.allowedActions.includes('withdraw')
            : !offer.allowedActions.includes('withdraw'),
        ),
      };
    }
    const match = /^\/api\/v1\/offers\/([^/]+)\/actions$/.exec(path);
    if (method === 'POST' && match) {
      const index = offers.findIndex((offer) => offer.id === match[1]);
      const offer = offers[index] as Offer;
      const body = options?.json as { action: string; amount?: number; message?: string };
      if (offer.status !== 'pending') throw new ApiError(409, 'conflict', 'This offer was already accepted.');
      let changed: Offer;
      if (body.action === 'accept') {
        changed = { ...offer, status: 'accepted', contractId: 'contract-77', allowedActions: [] };
        for (const [i, other] of offers.entries()) {
          if (other.propertyId === offer.propertyId && other.id !== offer.id) {
            offers[i] = { ...other, status: 'declined', allowedActions: [] };
          }
        }
      } else if (body.action === 'counter') {
        changed = {
          ...offer,
          status: 'countered',
          counterAmount: body.amount ?? null,
          counterMessage: body.message ?? null,
          allowedActions: [],
        };
      } else changed = { ...offer, status: 'rejected', allowedActions: [] };
      offers[index] = changed;
      return changed;
    }
    return undefined;
  });
}

const received = () => {
  const first = makeOffer({ amount: 100_000, allowedActions: ['accept', 'reject', 'counter'] });
  const second = makeOffer({
    propertyId: first.propertyId,
    property: first.property,
    buyer: { id: 'user-other', fullName: 'Olive Other' },
    amount: 95_000,
    allowedActions: ['accept', 'reject', 'counter'],
  });
  return [first, second];
};

function renderOffers(path = '/dashboard/offers', offers: Offer[] = received()) {
  const client = createDealClient();
  client.startSignedIn(SELLER);
  serveOffers(client, offers);
  return { ...renderApp(path, { client, storage: quietStorage() }), offers };
}

const cardOf = async (name: string | RegExp) =>
  (await screen.findAllByRole('article')).find((card) => within(card).queryByText(name)) as HTMLElement;

describe('Offers page', () => {
  it('sends signed-out visitors to sign in and back', async () => {
    const { router } = renderApp('/dashboard/offers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/dashboard/offers')}`);
  });

  it('lists received offers with the party, amounts, status and the allowed actions', async () => {
    renderOffers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Received' }).getAttribute('aria-selected')).toBe('true');
    const card = await cardOf(/From Bea Buyer/);
    expect(card).toBeTruthy();
    const text = card.textContent ?? '';
    for (const expected of ['$100,000', '$5,000', 'Jan 15, 2027', 'Cash', 'Pending', 'Expires']) {
      expect(text).toContain(expected);
    }
    for (const name of ['Accept', 'Reject', 'Counter'])
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('accepts an offer: the others on the listing show declined and the contract is linked', async () => {
    const { client, services } = renderOffers();
    const user = userEvent.setup();
    const card = await cardOf(/From Bea Buyer/);
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this offer?' });
    expect(dialog.textContent).toContain("Accepting Bea Buyer's offer of $100,000 creates a contract for");
    expect(dialog.textContent).toContain('declines every other open offer on it');
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect((card.textContent ?? '').includes('Accepted')).toBe(true));
    expect(within(card).getByRole('link', { name: 'View contract' }).getAttribute('href')).toBe(
      '/dashboard/contracts/contract-77',
    );
    const other = await cardOf(/From Olive Other/);
    await waitFor(() => expect(other.textContent).toContain('Declined'));
    expect(within(other).queryByRole('button')).toBeNull();
    expect(toastMessages(services)).toContain('Offer accepted. A contract was created.');
    expect(callsTo(client, OFFERS_API).length).toBeGreaterThanOrEqual(2);
  });

  it('counters with an amount and a message from a dialog', async () => {
    const { client } = renderOffers();
    const user = userEvent.setup();
    const card = await cardOf(/From Bea Buyer/);
    await user.click(within(card).getByRole('button', { name: 'Counter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counter offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Send counter' }));
    expect(within(dialog).getByText('Enter your counter amount in whole dollars.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Counter amount/), '100000');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter' }));
    expect(within(dialog).getByText(OFFER_FORM_MESSAGES.counterSame)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/Counter amount/));
    await user.type(within(dialog).getByLabelText(/Counter amount/), '112,500');
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Meet me halfway.');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const updated = await cardOf(/From Bea Buyer/);
    await waitFor(() => expect(updated.textContent).toContain('Countered'));
    expect(updated.textContent).toContain('$112,500');
    expect(updated.textContent).toContain('Meet me halfway.');
    const action = vi.mocked(client.request).mock.calls.find((call) => call[1].endsWith('/actions'));
    expect(action?.[2]).toEqual({
      json: { action: 'counter', amount: 112_500, message: 'Meet me halfway.' },
    });
  });

  it("shows the API's 409 message on the offer", async () => {
    const offers = received();
    offers[0] = { ...(offers[0] as Offer), status: 'accepted', allowedActions: ['reject'] };
    renderOffers('/dashboard/offers', offers);
    const card = await cardOf(/From Bea Buyer/);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject offer' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(
      'This offer was already accepted.',
    );
  });

  it('shows sent offers with Withdraw on the Sent tab, kept in the URL, and empty states', async () => {
    const sent = makeOffer({ amount: 80_000, allowedActions: ['withdraw'] });
    const { router } = renderOffers('/dashboard/offers', [sent]);
    const user = userEvent.setup();
    expect(await screen.findByText('No offers received yet')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(router.state.location.search).toBe('?tab=sent');
    const card = await cardOf(/To Sam Seller/);
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('asks before Accept, Reject and Withdraw; Go back sends nothing', async () => {
    const sent = makeOffer({ amount: 80_000, allowedActions: ['withdraw'] });
    const { client } = renderOffers('/dashboard/offers', [...received(), sent]);
    const user = userEvent.setup();
    const card = await cardOf(/From Bea Buyer/);
    for (const [button, title] of [
      ['Accept', 'Accept this offer?'],
      ['Reject', 'Reject this offer?'],
    ] as const) {
      await user.click(within(card).getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog.textContent).toContain('This cannot be undone.');
      await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    const mine = await cardOf(/To Sam Seller/);
    await user.click(within(mine).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your offer?' });
    expect(dialog.textContent).toContain('the seller is told');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    const actions = vi.mocked(client.request).mock.calls.filter((call) => call[1].endsWith('/actions'));
    expect(actions).toEqual([]);
    expect(within(mine).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it("asks the buyer before accepting or rejecting the seller's counter, naming the counter amount", async () => {
    const countered = makeOffer({
      amount: 80_000,
      status: 'countered',
      counterAmount: 90_000,
      allowedActions: ['accept', 'reject', 'withdraw'],
    });
    renderOffers('/dashboard/offers?tab=sent', [countered]);
    const user = userEvent.setup();
    const card = await cardOf(/To Sam Seller/);
    await user.click(within(card).getByRole('button', { name: 'Accept $90,000' }));
    const accept = await screen.findByRole('dialog', { name: 'Accept the counter offer?' });
    expect(accept.textContent).toContain('for $90,000');
    await user.click(within(accept).getByRole('button', { name: 'Go back' }));
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject the counter offer?' });
    expect(reject.textContent).toContain("The seller's counter of $90,000");
  });
});

describe('Offers page, live', () => {
  it('shows an offer that arrives with a live alert without a reload', async () => {
    const { client, offers } = renderOffers('/dashboard/offers', []);
    expect(await screen.findByText('No offers received yet')).toBeTruthy();
    await waitFor(() => expect(client.openAlertStreams().length).toBe(1));
    offers.push(makeOffer({ amount: 123_000, allowedActions: ['accept', 'reject', 'counter'] }));
    client.emitAlert({ kind: 'offerReceived', title: 'New Offer Received!' });
    expect(await cardOf(/From Bea Buyer/)).toBeTruthy();
    expect(screen.getByText('$123,000')).toBeTruthy();
    expect(screen.queryByText('No offers received yet')).toBeNull();
  });

  it('does not reload on an alert about something else', async () => {
    const { client } = renderOffers();
    await cardOf(/From Bea Buyer/);
    await waitFor(() => expect(client.openAlertStreams().length).toBe(1));
    const loads = callsTo(client, OFFERS_API).length;
    client.emitAlert({ kind: 'savedSearchMatch', title: 'New Match for Your Saved Search' });
    client.emitAlert({ kind: 'propertyPublished', title: 'Property Published!' });
    // Shown as toasts: any reload they caused has been asked for by now.
    await screen.findByText('New Match for Your Saved Search');
    await screen.findByText('Property Published!');
    expect(callsTo(client, OFFERS_API).length).toBe(loads);
    client.emitAlert({ kind: 'offerDeclined', title: 'Offer Declined' });
    await waitFor(() => expect(callsTo(client, OFFERS_API).length).toBe(loads + 1));
  });
});
