// /add-property: sign-in redirect, fields and rules, live figures, preview, submit, server errors, leaving.
import { ApiError } from '@dealloop/client';
import { LISTING_MESSAGES, PAGE_TITLES, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, userEvent, waitFor, within } from '../../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import {
  answerRequests,
  callsTo,
  failingGeolocation,
  fakeGeolocation,
} from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import { MY_PLAN_API, myPlanOf } from '../../billing/plan-test-support';
import { PROPERTIES_API } from '../property';
import { PHOTOS_UPLOADING } from './add-property-page';
import {
  controlUploads,
  fillListing,
  type PendingUpload,
  pickFiles,
  png,
  serveListings,
  uploadOf,
} from './add-property-test-support';

let client: FakeApiClient;

beforeEach(() => {
  client = createFakeApiClient();
  fakeGeolocation(failingGeolocation(1));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  serveListings(client);
});

afterEach(() => vi.restoreAllMocks());

const signedIn = () => {
  client.startSignedIn(BUYER);
  return renderApp('/add-property', { client });
};

/** The list item of a photo. */
const photoItem = (name: string) => screen.getByText(name, { selector: 'p' }).closest('li')!;

/** Adds a photo at the end: picked, then answered with the given upload id. */
async function uploadPhoto(pending: PendingUpload[], name: string, id: string) {
  pickFiles(png(name));
  await waitFor(() => expect(pending.at(-1)?.file.name).toBe(name));
  pending.at(-1)!.resolve(uploadOf(id));
  await waitFor(() => expect(photoItem(name).getAttribute('data-status')).toBe('uploaded'));
}

describe('/add-property for anonymous visitors', () => {
  it('sends them to sign in and brings them back afterwards', async () => {
    const { router } = renderApp('/add-property', { client });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/add-property')}`);
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await userEvent.type(within(form).getByLabelText(/^Email/), BUYER.email);
    await userEvent.type(within(form).getByLabelText(/^Password/), BUYER.password);
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-property'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a listing' })).toBeTruthy();
  });
});

describe('/add-property form', () => {
  it("says what is left of the day's listing quota once it is close", async () => {
    answerRequests(client, (method, path) =>
      method === 'GET' && path === MY_PLAN_API
        ? myPlanOf('free', { listings: { createdToday: 97 } })
        : undefined,
    );
    signedIn();
    expect(
      await screen.findByText('3 more listings today: the Free plan allows 100 a day. Pro allows 300 a day.'),
    ).toBeTruthy();
  });

  it('has every field, the property types with their labels, and the page title', async () => {
    signedIn();
    const form = await screen.findByRole('form', { name: 'New listing' });
    for (const name of [
      'Listing title',
      'Description',
      'Beds',
      'Baths',
      'Square feet',
      'Lot size (sq ft)',
      'Asking price ($)',
      'ARV ($)',
      'Repair cost ($)',
    ]) {
      expect(within(form).getByRole('textbox', { name })).toBeTruthy();
    }
    expect(within(form).getByRole('combobox', { name: 'Property address' })).toBeTruthy();
    const type = within(form).getByRole('combobox', { name: 'Property type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a type', ...PROPERTY_TYPES.map((key) => PROPERTY_TYPE_LABELS[key])]);
    expect(within(form).getByLabelText('Add photos').getAttribute('accept')).toBe('image/*');
    await waitFor(() => expect(document.title).toBe(PAGE_TITLES.addProperty));
  });

  it('explains every missing field with the rules’ messages, focuses the first, and calls nothing', async () => {
    signedIn();
    const form = await screen.findByRole('form', { name: 'New listing' });
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    const title = within(form).getByRole('textbox', { name: 'Listing title' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
    for (const message of [
      LISTING_MESSAGES.titleTooShort,
      LISTING_MESSAGES.propertyTypeRequired,
      LISTING_MESSAGES.locationRequired,
      LISTING_MESSAGES.required('Price'),
    ]) {
      expect(within(form).getByText(message)).toBeTruthy();
    }
    expect(
      within(form).getByRole('combobox', { name: 'Property address' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(callsTo(client, PROPERTIES_API)).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Preview your listing' })).toBeNull();
  });

  it('checks numbers as typed and clears a message once the field is fixed', async () => {
    signedIn();
    const form = await fillListing();
    const baths = within(form).getByRole('textbox', { name: 'Baths' });
    await userEvent.clear(baths);
    await userEvent.type(baths, '1.25');
    const beds = within(form).getByRole('textbox', { name: 'Beds' });
    await userEvent.clear(beds);
    await userEvent.type(beds, 'three');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    expect(within(form).getByText(LISTING_MESSAGES.bathsStep)).toBeTruthy();
    expect(within(form).getByText(LISTING_MESSAGES.notANumber('Beds'))).toBeTruthy();
    expect(document.activeElement).toBe(beds);
    await userEvent.clear(beds);
    await userEvent.type(beds, '3');
    expect(within(form).queryByText(LISTING_MESSAGES.notANumber('Beds'))).toBeNull();
    expect(within(form).getByText(LISTING_MESSAGES.bathsStep)).toBeTruthy();
  });

  it('shows the profit potential and ROI (1 decimal, %) as the numbers are typed', async () => {
    signedIn();
    const form = await screen.findByRole('form', { name: 'New listing' });
    expect(within(form).queryByRole('definition')).toBeNull();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Asking price ($)' }), '150000');
    await userEvent.type(within(form).getByRole('textbox', { name: 'ARV ($)' }), '240000');
    const figures = within(form).getByLabelText('Deal figures');
    expect(figures.textContent).toBe('Profit potential$90,000ROI60.0%');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Repair cost ($)' }), '30000');
    expect(figures.textContent).toBe('Profit potential$60,000ROI33.3%');
  });
});

describe('/add-property preview and submit', () => {
  it('previews the card and the figures, then submits and explains the review', async () => {
    const pending = controlUploads(client);
    const created = serveListings(client);
    signedIn();
    const form = await fillListing();
    await uploadPhoto(pending, 'front.png', 'upload-front');
    await uploadPhoto(pending, 'kitchen.png', 'upload-kitchen');
    await userEvent.click(within(form).getByRole('button', { name: 'Make cover photo: kitchen.png' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));

    const preview = await screen.findByRole('region', { name: 'Preview your listing' });
    expect(document.activeElement).toBe(
      within(preview).getByRole('heading', { name: 'Preview your listing' }),
    );
    const card = within(preview).getByRole('article', { name: 'Brick ranch with a new roof' });
    expect(card.textContent).toContain('$150,000');
    expect(card.textContent).toContain('Available');
    expect(card.textContent).toContain('33.3%');
    expect(card.textContent).toContain('0.2 acres');
    expect(card.querySelector('img')?.getAttribute('src')).toBe(
      '/storage/listing-images/upload-kitchen-card.webp',
    );
    // Anonymous visitors get the place the server parses from the address (issue 19): the hint promises no street.
    expect(preview.textContent).toContain(
      'see only the city, state and ZIP code the address is in, never the street',
    );
    expect(callsTo(client, PROPERTIES_API)).toHaveLength(0);

    await userEvent.click(within(preview).getByRole('button', { name: 'Submit for review' }));
    const done = await screen.findByRole('region', { name: 'Submitted for review' });
    expect(callsTo(client, PROPERTIES_API)[0]![2]).toEqual({
      json: {
        title: 'Brick ranch with a new roof',
        description: 'Needs paint and flooring.',
        location: '123 Main St, Boise, ID 83702',
        price: 150_000,
        beds: 3,
        baths: 2.5,
        sqft: 1400,
        lotSize: 8712,
        propertyType: 'single_family',
        arv: 240_000,
        repairCost: 30_000,
        imageIds: ['upload-kitchen', 'upload-front'],
        requiresVerifiedFunds: false,
      },
    });
    expect(done.textContent).toContain('moderators review every new listing before it appears');
    const view = within(done).getByRole('link', { name: 'View your listing' });
    expect(view.getAttribute('href')).toBe(`/property/${created[0]!.id}`);

    await userEvent.click(view);
    const article = await screen.findByRole('article', { name: 'Brick ranch with a new roof' });
    expect(within(article).getByText('Pending review', { selector: 'span' }).getAttribute('data-tone')).toBe(
      'orange',
    );
    expect(
      within(article)
        .getByText(/^Only you and DealLoop moderators can see this listing/)
        .closest('[role="status"]'),
    ).toBeTruthy();
  });

  it('waits for photos still uploading before the preview', async () => {
    const pending = controlUploads(client);
    signedIn();
    const form = await fillListing();
    pickFiles(png('porch.png'));
    await waitFor(() => expect(pending).toHaveLength(1));
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    expect(within(form).getByText(PHOTOS_UPLOADING)).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Add photos' }));
    pending[0]!.resolve(uploadOf('upload-porch'));
    await waitFor(() => expect(within(form).queryByText(PHOTOS_UPLOADING)).toBeNull());
  });

  it('shows a field the server refuses next to it, back on the form', async () => {
    serveListings(client, () => {
      throw new ApiError(400, 'invalid_request', 'title: Title must be at most 120 characters.');
    });
    signedIn();
    const form = await fillListing();
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    const again = await screen.findByRole('form', { name: 'New listing' });
    const title = within(again).getByRole('textbox', { name: 'Listing title' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(again).getByText('Title must be at most 120 characters.')).toBeTruthy();
    expect(within(again).getByRole('alert').textContent).toContain('Please fix the highlighted fields.');
    await userEvent.type(title, '!');
    expect(within(again).queryByText('Title must be at most 120 characters.')).toBeNull();
  });

  it('keeps the preview with the message when the submit fails otherwise, and submits again', async () => {
    let attempts = 0;
    serveListings(client, (body) => {
      attempts += 1;
      if (attempts === 1) throw ApiError.network(new Error('offline'));
      return { ...body, id: 'created-1', title: body.title, listingStatus: 'pending_review' };
    });
    signedIn();
    const form = await fillListing();
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    const preview = await screen.findByRole('region', { name: 'Preview your listing' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Submit for review' }));
    expect((await within(preview).findByRole('alert')).textContent).toContain('Could not reach DealLoop');
    await userEvent.click(within(preview).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('heading', { name: 'Submitted for review' })).toBeTruthy();
  });

  it('goes back to editing with everything kept, and Add another starts empty', async () => {
    signedIn();
    let form = await fillListing();
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to editing' }));
    form = await screen.findByRole('form', { name: 'New listing' });
    expect((within(form).getByRole('textbox', { name: 'ARV ($)' }) as HTMLInputElement).value).toBe('240000');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview listing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add another listing' }));
    form = await screen.findByRole('form', { name: 'New listing' });
    expect((within(form).getByRole('textbox', { name: 'Listing title' }) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Add a listing' }));
  });
});
