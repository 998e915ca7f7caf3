// The "Make an offer" panel: every state of the visitor and the listing, the form's checks, upload and sending.
import { ApiError } from '@dealloop/client';
import type { MyPlan } from '@dealloop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDealClient,
  makeOffer,
  renderWithServices,
  SELLER,
  summaryOf,
  toastMessages,
} from '../../deals/deal-test-support';
import { OFFER_FORM_MESSAGES, OFFER_SENT } from '../../deals/deal-texts';
import { fireEvent, screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { MY_PLAN_API, myPlanOf } from '../billing/plan-test-support';
import type { Property } from '../listings/property';
import type { Offer } from './offer';
import { OfferPanel } from './offer-panel';
import { listing, OFFERS_API, panel } from './offers-test-support';

afterEach(() => vi.restoreAllMocks());

/** Serves the buyer's sent offers on the listing, their plan when given, and takes new offers. */
function serve(client: FakeApiClient, property: Property, sent: Offer[] = [], plan?: MyPlan) {
  const bodies: unknown[] = [];
  answerRequests(client, (method, path, options) => {
    if (method === 'GET' && path === MY_PLAN_API) return plan;
    if (method === 'GET' && path === OFFERS_API) {
      expect(options?.query).toMatchObject({ box: 'sent', propertyId: property.id });
      return { items: sent };
    }
    if (method === 'POST' && path === `/api/v1/properties/${property.id}/offers`) {
      bodies.push(options?.json);
      return makeOffer({
        ...(options?.json as Partial<Offer>),
        propertyId: property.id,
        property: summaryOf(property),
        allowedActions: ['withdraw'],
      });
    }
    if (method === 'POST' && path.startsWith(`${OFFERS_API}/`)) {
      const offer = sent[0] as Offer;
      return { ...offer, status: 'withdrawn', allowedActions: [] };
    }
    return undefined;
  });
  return bodies;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Offer amount/), '140,000');
  await user.type(screen.getByLabelText(/Earnest money/), '5000');
  fireEvent.change(screen.getByLabelText(/Closing date/), { target: { value: nextMonth() } });
  await user.selectOptions(screen.getByLabelText('Financing'), 'Hard Money');
  await user.type(screen.getByLabelText('Message (optional)'), 'Can close fast.');
}

function nextMonth() {
  const date = new Date();
  date.setDate(date.getDate() + 30);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('OfferPanel', () => {
  it('asks a signed-out visitor to sign in and come back to the listing', () => {
    const client = createDealClient();
    const property = listing();
    renderWithServices(<OfferPanel property={property} />, { client });
    const link = within(panel()).getByRole('link', { name: 'Sign in to make an offer' });
    expect(link.getAttribute('href')).toBe(`/auth?redirect=${encodeURIComponent(property.path)}`);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('tells the owner it is their listing and links to its received offers', () => {
    const client = createDealClient();
    client.startSignedIn(SELLER);
    const property = listing();
    renderWithServices(<OfferPanel property={property} />, { client });
    expect(within(panel()).getByText('This is your listing.')).toBeTruthy();
    expect(
      within(panel()).getByRole('link', { name: 'See the offers you received' }).getAttribute('href'),
    ).toBe(`/dashboard/offers?tab=received&propertyId=${encodeURIComponent(property.id)}`);
    expect(callsTo(client, OFFERS_API)).toHaveLength(0);
  });

  it.each([
    ['under_contract', 'published', 'This property is under contract and not taking offers.'],
    ['sold', 'published', 'This property has been sold.'],
    ['active', 'on_hold', 'This listing is not taking offers right now.'],
  ] as const)('says a %s / %s listing takes no offers, with no form', (status, listingStatus, text) => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    renderWithServices(<OfferPanel property={listing({ status, listingStatus })} />, { client });
    expect(within(panel()).getByText(text)).toBeTruthy();
    expect(screen.queryByLabelText(/Offer amount/)).toBeNull();
  });

  it('shows the buyer their open offer with Withdraw, and the form again once withdrawn', async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    const property = listing();
    const open = makeOffer({
      propertyId: property.id,
      property: summaryOf(property),
      amount: 120_000,
      status: 'pending',
      expiresAt: '2026-11-26T15:00:00.000Z',
      allowedActions: ['withdraw'],
    });
    serve(client, property, [open]);
    const { services } = renderWithServices(<OfferPanel property={property} />, { client });
    expect(
      await within(panel()).findByText('You have an open offer on this property.', { exact: false }),
    ).toBeTruthy();
    expect(panel().textContent).toContain('$120,000');
    expect(panel().textContent).toContain('Pending');
    expect(panel().textContent).toContain('2026');
    expect(screen.queryByLabelText(/Offer amount/)).toBeNull();

    const user = userEvent.setup();
    await user.click(within(panel()).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your offer?' });
    expect(dialog.textContent).toContain(
      `Your offer on ${property.title} is withdrawn and the seller is told.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(callsTo(client, `${OFFERS_API}/${open.id}/actions`)).toHaveLength(0);
    await user.click(within(panel()).getByRole('button', { name: 'Withdraw' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw your offer?' })).getByRole('button', {
        name: 'Withdraw offer',
      }),
    );
    expect(await screen.findByLabelText(/Offer amount/)).toBeTruthy();
    expect(within(panel()).getByText(/Your offer is withdrawn/)).toBeTruthy();
    expect(callsTo(client, `${OFFERS_API}/${open.id}/actions`)[0]?.[2]).toEqual({
      json: { action: 'withdraw' },
    });
    expect(toastMessages(services)).toContain('Offer withdrawn.');
  });

  it('checks the form inline before sending anything', async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    const property = listing();
    serve(client, property);
    renderWithServices(<OfferPanel property={property} />, { client });
    const user = userEvent.setup();
    await screen.findByLabelText(/Offer amount/);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByText(OFFER_FORM_MESSAGES.amountRequired)).toBeTruthy();
    expect(screen.getByText(OFFER_FORM_MESSAGES.earnestRequired)).toBeTruthy();
    expect(screen.getByText(OFFER_FORM_MESSAGES.closingRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Offer amount/));

    await user.type(screen.getByLabelText(/Offer amount/), '1000');
    await user.type(screen.getByLabelText(/Earnest money/), '2000');
    expect(screen.getByText(OFFER_FORM_MESSAGES.earnestTooHigh)).toBeTruthy();
    expect(callsTo(client, `/api/v1/properties/${property.id}/offers`)).toHaveLength(0);
  });

  it('uploads the proof of funds, sends the offer, toasts and shows the open offer', async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    const property = listing();
    const bodies = serve(client, property);
    vi.mocked(client.uploads.upload).mockResolvedValue({
      id: 'upload-9',
      purpose: 'proof_of_funds' as never,
      url: '/private',
      width: 0,
      height: 0,
      variants: [],
    });
    const { services } = renderWithServices(<OfferPanel property={property} />, { client });
    const user = userEvent.setup();
    await fillForm(user);
    const file = new File(['%PDF-1.4'], 'funds.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Proof of funds (optional)'), { target: { files: [file] } });
    await user.click(screen.getByRole('button', { name: 'Send offer' }));

    expect(await within(panel()).findByText(/You have an open offer/)).toBeTruthy();
    expect(vi.mocked(client.uploads.upload).mock.calls[0]?.slice(0, 3)).toEqual([
      file,
      'proof_of_funds',
      'funds.pdf',
    ]);
    expect(bodies).toEqual([
      {
        amount: 140_000,
        earnestMoney: 5000,
        closingDate: nextMonth(),
        financingType: 'hard_money',
        message: 'Can close fast.',
        proofOfFundsUploadId: 'upload-9',
      },
    ]);
    expect(toastMessages(services)).toContain(OFFER_SENT);
    expect(within(panel()).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('refuses a proof of funds that is not a PDF or an image', async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    const property = listing();
    serve(client, property);
    renderWithServices(<OfferPanel property={property} />, { client });
    const user = userEvent.setup();
    await fillForm(user);
    fireEvent.change(screen.getByLabelText('Proof of funds (optional)'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    // Chosen through a styled button (no native "Choose File"), the file's name beside it.
    expect(screen.getByText('notes.txt')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByText(OFFER_FORM_MESSAGES.fileType)).toBeTruthy();
    expect(client.uploads.upload).not.toHaveBeenCalled();
    const chooser = screen.getByRole('button', { name: 'Choose proof of funds' });
    expect(document.activeElement).toBe(chooser);
    expect(chooser.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows what is left of the day's offer quota once it is close", async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    const property = listing();
    serve(client, property, [], myPlanOf('free', { offers: { createdToday: 48 } }));
    renderWithServices(<OfferPanel property={property} />, { client });
    const form = await screen.findByRole('form', { name: 'Make an offer' });
    expect(
      await within(form).findByText(
        '2 more offers today: the Free plan allows 50 a day. Pro allows 200 a day.',
      ),
    ).toBeTruthy();
  });

  it("shows the API's reason when the offer is refused", async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    const property = listing();
    answerRequests(client, (method, path) => {
      if (method === 'GET') return path === MY_PLAN_API ? undefined : { items: [] };
      throw new ApiError(409, 'conflict', 'You already have an open offer on this listing.');
    });
    renderWithServices(<OfferPanel property={property} />, { client });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You already have an open offer on this listing.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send offer' })).toBeTruthy());
  });
});
