// The offer panel's closing parts (issue 27): the listing's earnest money terms and verified-funds requirement
// before offering, a backup offer with its rank and Withdraw, and "also submit for verification" with the proof.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDealClient,
  makeOffer,
  renderWithServices,
  summaryOf,
  toastMessages,
} from '../../deals/deal-test-support';
import { fireEvent, screen, userEvent, within } from '../../test/dom';
import { BUYER, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import type { Offer } from './offer';
import { OfferPanel } from './offer-panel';
import { listing, OFFERS_API, panel } from './offers-test-support';

afterEach(() => vi.restoreAllMocks());

/** Serves the buyer's sent offers; a POST to an offer answers it withdrawn. */
function serve(client: FakeApiClient, sent: Offer[] = []) {
  answerRequests(client, (method, path) => {
    if (method === 'GET' && path === OFFERS_API) return { items: sent };
    if (method === 'POST' && path.startsWith(`${OFFERS_API}/`)) {
      return { ...sent[0], status: 'withdrawn', backupRank: null, allowedActions: [] };
    }
    return undefined;
  });
}

describe('the listing closing terms in the offer panel', () => {
  it('tells a visitor the earnest money, its window and the verified-funds requirement before offering', () => {
    const client = createDealClient();
    renderWithServices(
      <OfferPanel
        property={listing({ earnestTerms: { amount: 2500, windowHours: 48 }, requiresVerifiedFunds: true })}
      />,
      { client },
    );
    const terms = within(panel()).getByRole('list', { name: 'Closing terms' });
    expect(terms.textContent).toContain('Earnest money: $2,500 within 48 hours of acceptance');
    expect(terms.textContent).toContain('Verified proof of funds required');
  });

  it('starts the form from the listing earnest money; states nothing when the listing has no terms', async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    serve(client);
    renderWithServices(
      <OfferPanel property={listing({ earnestTerms: { amount: 2500, windowHours: 24 } })} />,
      {
        client,
      },
    );
    expect(((await screen.findByLabelText(/Earnest money/)) as HTMLInputElement).value).toBe('2500');
    expect(panel().textContent).toContain('within 24 hours of acceptance');
    expect(panel().textContent).not.toContain('Verified proof of funds required');
  });

  it('shows no terms list for a listing without terms, nor on a listing that takes no offers', () => {
    const client = createDealClient();
    const { unmount } = renderWithServices(<OfferPanel property={listing()} />, { client });
    expect(within(panel()).queryByRole('list', { name: 'Closing terms' })).toBeNull();
    unmount();
    renderWithServices(
      <OfferPanel property={listing({ status: 'sold', earnestTerms: { amount: 2500, windowHours: 48 } })} />,
      { client },
    );
    expect(within(panel()).queryByRole('list', { name: 'Closing terms' })).toBeNull();
  });
});

describe('a backup offer in the offer panel', () => {
  it('tells the buyer their backup rank on a listing under contract and lets them withdraw it', async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    const property = listing({ status: 'under_contract' });
    const backup = makeOffer({
      propertyId: property.id,
      property: summaryOf(property),
      amount: 118_000,
      status: 'backup',
      backupRank: 2,
      allowedActions: ['withdraw'],
    });
    serve(client, [backup]);
    const { services } = renderWithServices(<OfferPanel property={property} />, { client });
    expect(await within(panel()).findByText(/You are backup #2 on this property/)).toBeTruthy();
    expect(panel().textContent).toContain('$118,000');
    expect(panel().textContent).toContain('it does not expire');
    expect(panel().textContent).not.toContain('under contract and not taking offers');

    const user = userEvent.setup();
    await user.click(within(panel()).getByRole('button', { name: 'Withdraw' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw your offer?' })).getByRole('button', {
        name: 'Withdraw offer',
      }),
    );
    expect(
      await within(panel()).findByText('This property is under contract and not taking offers.'),
    ).toBeTruthy();
    expect(callsTo(client, `${OFFERS_API}/${backup.id}/actions`)[0]?.[2]).toEqual({
      json: { action: 'withdraw' },
    });
    expect(toastMessages(services)).toContain('Offer withdrawn.');
    expect(screen.queryByLabelText(/Offer amount/)).toBeNull();
  });

  it('still says why a closed listing takes no offers when the buyer holds nothing on it', async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    serve(client, []);
    renderWithServices(<OfferPanel property={listing({ status: 'under_contract' })} />, { client });
    expect(
      await within(panel()).findByText('This property is under contract and not taking offers.'),
    ).toBeTruthy();
    expect(callsTo(client, OFFERS_API).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/Offer amount/)).toBeNull();
  });

  it('tells the buyer whose offer was accepted that the property sold, with the link to their contract', async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    serve(client, [{ ...makeOffer({ status: 'accepted' }), contractId: 'contract-1' }]);
    renderWithServices(<OfferPanel property={listing({ status: 'sold' })} />, { client });
    expect(await within(panel()).findByText(/was accepted/)).toBeTruthy();
    expect(within(panel()).getByText('This property has been sold.')).toBeTruthy();
    expect(within(panel()).getByRole('link', { name: 'View your contract' })).toBeTruthy();
  });
});

describe('also submitting the proof of funds for verification', () => {
  async function sendWithProof(tick: boolean) {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    const property = listing();
    const bodies: unknown[] = [];
    answerRequests(client, (method, path, options) => {
      if (method === 'GET' && path === OFFERS_API) return { items: [] };
      if (method === 'POST' && path === `/api/v1/properties/${property.id}/offers`) {
        bodies.push(options?.json);
        return makeOffer({
          propertyId: property.id,
          property: summaryOf(property),
          allowedActions: ['withdraw'],
        });
      }
      return undefined;
    });
    vi.mocked(client.uploads.upload).mockResolvedValue({
      id: 'upload-7',
      purpose: 'proof_of_funds' as never,
      url: '/private',
      width: 0,
      height: 0,
      variants: [],
    });
    const { services } = renderWithServices(<OfferPanel property={property} />, { client });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Offer amount/), '140000');
    await user.type(screen.getByLabelText(/Earnest money/), '5000');
    fireEvent.change(screen.getByLabelText(/Closing date/), { target: { value: inAMonth() } });
    // The box appears once a proof is chosen.
    expect(screen.queryByLabelText('Also submit it for verification')).toBeNull();
    fireEvent.change(screen.getByLabelText('Proof of funds (optional)'), {
      target: { files: [new File(['%PDF-1.4'], 'funds.pdf', { type: 'application/pdf' })] },
    });
    if (tick) await user.click(screen.getByLabelText('Also submit it for verification'));
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    await within(panel()).findByText(/You have an open offer/);
    return { bodies, toasts: toastMessages(services) };
  }

  it('sends submitForVerification with the uploaded proof when ticked, and says it went for review', async () => {
    const { bodies, toasts } = await sendWithProof(true);
    expect(bodies[0]).toMatchObject({ proofOfFundsUploadId: 'upload-7', submitForVerification: true });
    expect(toasts).toContain('Submitted for review. You will get an alert when it has been checked.');
  });

  it('sends the proof with the offer only when not ticked', async () => {
    const { bodies, toasts } = await sendWithProof(false);
    expect(bodies[0]).toMatchObject({ proofOfFundsUploadId: 'upload-7' });
    expect(bodies[0]).not.toHaveProperty('submitForVerification');
    expect(toasts).not.toContain('Submitted for review. You will get an alert when it has been checked.');
  });
});

function inAMonth() {
  const date = new Date();
  date.setDate(date.getDate() + 30);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
