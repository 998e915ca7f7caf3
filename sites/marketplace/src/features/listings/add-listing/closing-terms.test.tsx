// The Add/Edit Listing form's earnest money terms (amount and a 24-72 hour window, checked with core's rules, set
// through PUT /properties/{id}/earnest-terms once the listing is saved) and the verified-funds switch (in the body).
import { ApiError } from '@dealloop/client';
import { EARNEST_TERMS_MESSAGES, editListingPath, LISTING_EDIT_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, userEvent, waitFor, within } from '../../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import {
  answerRequests,
  callsTo,
  failingGeolocation,
  fakeGeolocation,
  makeProperty,
} from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import { PROPERTIES_API, type Property } from '../property';
import { createdFrom, fillListing } from './add-property-test-support';

let client: FakeApiClient;
beforeEach(() => {
  client = createFakeApiClient();
  fakeGeolocation(failingGeolocation(1));
});
afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 30_000 });

const owned = makeProperty({
  ownerId: `user-${BUYER.email}`,
  title: 'Brick ranch',
  location: '9 Elm St, Dallas, TX 75201',
  price: 150_000,
  listingStatus: 'published',
  requiresVerifiedFunds: true,
});

/** Answers the listing routes; `terms` answers PUT earnest-terms (a throw refuses it). */
function serve(terms: (json: unknown) => unknown = (json) => json) {
  const created: Property[] = [];
  answerRequests(client, (method, path, options) => {
    if (path === '/api/v1/functions/geocode-location') return { suggestions: [] };
    if (method === 'POST' && path === PROPERTIES_API) {
      const property = createdFrom(options?.json as Record<string, unknown>);
      created.push(property);
      return property;
    }
    if (method === 'PUT' && path.endsWith('/earnest-terms')) return terms(options?.json);
    if (path === `${PROPERTIES_API}/${owned.id}/earnest-terms`) return { amount: 2500, windowHours: 24 };
    if (path === `${PROPERTIES_API}/${owned.id}/edit`) return { imageIds: [], edit: null };
    if (path === `${PROPERTIES_API}/${owned.id}`) return owned;
    return created.find((property) => path === `${PROPERTIES_API}/${property.id}`);
  });
  return created;
}

const setField = (form: HTMLElement, name: RegExp, value: string) =>
  fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });

const putsOf = () => vi.mocked(client.request).mock.calls.filter((call) => call[0] === 'PUT');

describe('earnest money terms and verified funds on a new listing', () => {
  it('sends the switch with the listing, then sets the terms on the created listing', async () => {
    const created = serve();
    client.startSignedIn(BUYER);
    renderApp('/add-property', { client });
    const form = await fillListing();
    setField(form, /^Earnest money/, '$5,000');
    setField(form, /^Deposit window/, '48');
    const funds = within(form).getByRole('switch', { name: 'Require verified proof of funds for offers' });
    await userEvent.click(funds);
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    const preview = await screen.findByRole('region', { name: 'Preview your listing' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Submit for review' }));
    await screen.findByRole('region', { name: 'Submitted for review' });
    expect(callsTo(client, PROPERTIES_API)[0]![2]).toMatchObject({ json: { requiresVerifiedFunds: true } });
    expect(callsTo(client, `${PROPERTIES_API}/${created[0]!.id}/earnest-terms`)[0]).toEqual([
      'PUT',
      `${PROPERTIES_API}/${created[0]!.id}/earnest-terms`,
      { json: { amount: 5000, windowHours: 48 } },
    ]);
  });

  it('keeps the form with core’s message for a window outside 24-72 hours or an amount without a window', async () => {
    serve();
    client.startSignedIn(BUYER);
    renderApp('/add-property', { client });
    const form = await fillListing();
    setField(form, /^Earnest money/, '5000');
    setField(form, /^Deposit window/, '96');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    expect(within(form).getByText(EARNEST_TERMS_MESSAGES.window)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Preview your listing' })).toBeNull();
    setField(form, /^Deposit window/, '');
    expect(within(form).getByText(EARNEST_TERMS_MESSAGES.both)).toBeTruthy();
    setField(form, /^Deposit window/, '72');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    expect(await screen.findByRole('region', { name: 'Preview your listing' })).toBeTruthy();
  });

  it('sets no terms when none are stated', async () => {
    serve();
    client.startSignedIn(BUYER);
    renderApp('/add-property', { client });
    const form = await fillListing();
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    const preview = await screen.findByRole('region', { name: 'Preview your listing' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Submit for review' }));
    await screen.findByRole('region', { name: 'Submitted for review' });
    expect(callsTo(client, PROPERTIES_API)[0]![2]).toMatchObject({ json: { requiresVerifiedFunds: false } });
    expect(putsOf()).toHaveLength(0);
  });

  it('says the terms were not saved when the API refuses them, the listing being saved', async () => {
    serve(() => {
      throw new ApiError(
        400,
        'validation_error',
        'The earnest money must be a whole number of dollars above 0.',
      );
    });
    client.startSignedIn(BUYER);
    renderApp('/add-property', { client });
    const form = await fillListing();
    setField(form, /^Earnest money/, '5000');
    setField(form, /^Deposit window/, '48');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    const preview = await screen.findByRole('region', { name: 'Preview your listing' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Submit for review' }));
    await screen.findByRole('region', { name: 'Submitted for review' });
    expect(
      await screen.findByText(
        'The listing was saved, but its earnest money terms were not: The earnest money must be a whole number of dollars above 0.',
      ),
    ).toBeTruthy();
  });
});

describe('earnest money terms and verified funds when editing a listing', () => {
  async function openEdit() {
    client.startSignedIn(BUYER);
    renderApp(editListingPath(owned.id), { client });
    expect(await screen.findByRole('heading', { level: 1, name: LISTING_EDIT_TEXTS.editTitle })).toBeTruthy();
    return screen.findByRole('form', { name: 'New listing' });
  }

  it('shows the listing’s terms and switch, and saves changed terms', async () => {
    serve();
    const form = await openEdit();
    expect((within(form).getByRole('textbox', { name: /^Earnest money/ }) as HTMLInputElement).value).toBe(
      '2500',
    );
    expect((within(form).getByRole('textbox', { name: /^Deposit window/ }) as HTMLInputElement).value).toBe(
      '24',
    );
    const funds = within(form).getByRole('switch', { name: 'Require verified proof of funds for offers' });
    expect((funds as HTMLInputElement).checked).toBe(true);
    await userEvent.click(funds);
    setField(form, /^Deposit window/, '36');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    await userEvent.click(await screen.findByRole('button', { name: LISTING_EDIT_TEXTS.saveChanges }));
    await waitFor(() => expect(putsOf()).toHaveLength(1));
    const patch = vi.mocked(client.request).mock.calls.find((call) => call[0] === 'PATCH');
    expect(patch?.[2]).toMatchObject({ json: { requiresVerifiedFunds: false } });
    expect(putsOf()[0]).toEqual([
      'PUT',
      `${PROPERTIES_API}/${owned.id}/earnest-terms`,
      { json: { amount: 2500, windowHours: 36 } },
    ]);
  });

  it('leaves unchanged terms alone', async () => {
    serve();
    const form = await openEdit();
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    await userEvent.click(await screen.findByRole('button', { name: LISTING_EDIT_TEXTS.saveChanges }));
    await waitFor(() =>
      expect(vi.mocked(client.request).mock.calls.some((call) => call[0] === 'PATCH')).toBe(true),
    );
    expect(putsOf()).toHaveLength(0);
  });
});
