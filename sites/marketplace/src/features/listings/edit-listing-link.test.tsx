// The Edit control and the pending-edit notice on a listing page: the owner sees both, anybody else neither; the
// control opens the Add Listing wizard prefilled with the owner's pending version, which saves through PATCH.
import { editListingPath, LISTING_EDIT_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, userEvent, waitFor } from '../../test/dom';
import { createFakeApiClient, type FakeAccount, type FakeApiClient } from '../../test/fake-api-client';
import {
  answerRequests,
  failingGeolocation,
  fakeGeolocation,
  makeProperty,
} from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import type { ListingEditState } from './listing-edit';
import { PROPERTIES_API } from './property';

const OWNER: FakeAccount = {
  email: 'owner@dealloop.local',
  password: 'owner-password',
  fullName: 'Olive Owner',
};
const OTHER: FakeAccount = {
  email: 'other@dealloop.local',
  password: 'other-password',
  fullName: 'Otto Other',
};

let client: FakeApiClient;
beforeEach(() => {
  client = createFakeApiClient();
  fakeGeolocation(failingGeolocation(1));
});
afterEach(() => vi.restoreAllMocks());

const listing = makeProperty({
  ownerId: `user-${OWNER.email}`,
  title: 'Brick ranch',
  location: '9 Elm St, Dallas, TX 75201',
  price: 150_000,
  listingStatus: 'published',
});

function serve(edits: ListingEditState) {
  const patches: unknown[] = [];
  answerRequests(client, (method, path, options) => {
    if (method === 'GET' && path === `${PROPERTIES_API}/${listing.id}`) return listing;
    if (method === 'GET' && path === `${PROPERTIES_API}/${listing.id}/edit`) return edits;
    if (method === 'GET' && path === `${PROPERTIES_API}/${listing.id}/earnest-terms`) {
      return { amount: null, windowHours: null };
    }
    if (method === 'PATCH' && path === `${PROPERTIES_API}/${listing.id}`) {
      patches.push(options?.json);
      return listing;
    }
    return undefined;
  });
  return patches;
}

const pendingEdit = (fields: Record<string, unknown>): ListingEditState => ({
  imageIds: ['upload-1'],
  edit: {
    id: 'edit-1',
    propertyId: listing.id,
    status: 'pending',
    reason: null,
    submittedAt: listing.updatedAt,
    decidedAt: null,
    changes: [{ field: 'price', label: 'Price', from: '$150,000', to: '$135,000' }],
    edited: { ...listing, ...fields },
  },
});

// The first render loads the lazy pages; on a busy machine that alone can take seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('the Edit control of a listing', () => {
  it('shows its owner the control and that their changes await review', async () => {
    serve(pendingEdit({ price: 135_000 }));
    client.startSignedIn(OWNER);
    renderApp(`/property/${listing.id}`, { client });
    const link = await screen.findByRole(
      'link',
      { name: LISTING_EDIT_TEXTS.editButton },
      { timeout: 15_000 },
    );
    expect(link.getAttribute('href')).toBe(editListingPath(listing.id));
    expect(await screen.findByText(LISTING_EDIT_TEXTS.awaitingReviewTitle)).toBeTruthy();
  });

  it('shows neither to another signed-in user or an anonymous visitor', async () => {
    serve(pendingEdit({}));
    client.startSignedIn(OTHER);
    renderApp(`/property/${listing.id}`, { client });
    await screen.findByRole('heading', { level: 1, name: 'Brick ranch' });
    expect(screen.queryByRole('link', { name: LISTING_EDIT_TEXTS.editButton })).toBeNull();
    expect(screen.queryByText(LISTING_EDIT_TEXTS.awaitingReviewTitle)).toBeNull();
  });

  it('tells the owner a moderator declined their changes, and why', async () => {
    const declined = pendingEdit({});
    serve({ ...declined, edit: { ...declined.edit!, status: 'declined', reason: 'No phone numbers' } });
    client.startSignedIn(OWNER);
    renderApp(`/property/${listing.id}`, { client });
    expect(await screen.findByText(LISTING_EDIT_TEXTS.declinedTitle)).toBeTruthy();
    expect(screen.getByText('No phone numbers')).toBeTruthy();
  });

  it('opens the wizard on the pending version and saves through PATCH, keeping the current photos', async () => {
    const patches = serve(pendingEdit({ price: 135_000 }));
    client.startSignedIn(OWNER);
    renderApp(editListingPath(listing.id), { client });
    expect(await screen.findByRole('heading', { level: 1, name: LISTING_EDIT_TEXTS.editTitle })).toBeTruthy();
    const title = (await screen.findByLabelText(/^Listing title/)) as HTMLInputElement;
    expect(title.value).toBe('Brick ranch');
    expect((screen.getByLabelText(/^Asking price/) as HTMLInputElement).value).toBe('135000');
    await userEvent.clear(title);
    await userEvent.type(title, 'Brick ranch, new roof');
    await userEvent.click(screen.getByRole('button', { name: /preview/i }));
    await userEvent.click(await screen.findByRole('button', { name: LISTING_EDIT_TEXTS.saveChanges }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({
      title: 'Brick ranch, new roof',
      price: 135_000,
      imageIds: ['upload-1'],
    });
    expect(await screen.findByText(LISTING_EDIT_TEXTS.savedForReview)).toBeTruthy();
  });
});
