// Listing page: every figure, badge, age, distance from the browser location, gallery keys, missing and failed.
import { ApiError } from '@dealloop/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFirstData, withFirstData } from '../../../first-data';
import { fireEvent, screen, waitFor, within } from '../../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import {
  answerRequests,
  callsTo,
  failingGeolocation,
  fakeGeolocation,
  grantedGeolocation,
  makeProperty,
} from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import { PROPERTIES_API, type Property } from '../property';

let client: FakeApiClient;

beforeEach(() => {
  client = createFakeApiClient();
  fakeGeolocation(failingGeolocation(1));
});

afterEach(() => vi.restoreAllMocks());

const listing = makeProperty({
  title: 'Brick ranch with a big yard and a new roof in Austin',
  description: 'Needs paint and flooring.',
  location: 'Austin, TX 78701',
  locationTruncated: true,
  lat: 30.27,
  lng: -97.74,
  price: 150_000,
  beds: 3,
  baths: 2,
  sqft: 1400,
  lotSize: 21_780,
  propertyType: 'single_family',
  arv: 240_000,
  repairCost: 30_000,
  profitPotential: 60_000,
  roi: 33.333,
  status: 'active',
  listingStatus: 'on_hold',
  createdAt: new Date(Date.now() - 86_400_000).toISOString(),
  images: [
    { thumb: '/t1.webp', card: '/c1.webp', full: '/f1.webp' },
    { thumb: '/t2.webp', card: '/c2.webp', full: '/f2.webp' },
  ],
});

const serve = (property = listing) =>
  answerRequests(client, (_method, path) => {
    if (path === `${PROPERTIES_API}/${property.id}` || path === `${PROPERTIES_API}/${property.shortId}`) {
      return property;
    }
    return undefined;
  });

describe('Property page', () => {
  it.each([
    ['/property/{id}', `/property/${listing.id}`, listing.id],
    ['/properties/{id}', `/properties/${listing.id}`, listing.id],
    ['the SEO path', listing.path, listing.shortId],
  ])('loads the listing at %s', async (_label, path, id) => {
    serve();
    renderApp(path, { client });
    expect(await screen.findByRole('heading', { level: 1, name: listing.title })).toBeTruthy();
    expect(callsTo(client, `${PROPERTIES_API}/${id}`)).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${listing.title} · $150,000 · DealLoop`));
  });

  it('shows the listing the page holds without asking the API, and asks it on the next visit', async () => {
    serve();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'dealloop-first-data';
    block.textContent = JSON.stringify({ [`${PROPERTIES_API}/${listing.id}`]: listing });
    document.head.append(block);
    try {
      const withPage = withFirstData(client, readFirstData(document)) as FakeApiClient;
      const { unmount } = renderApp(`/property/${listing.id}`, { client: withPage });
      expect(await screen.findByRole('heading', { level: 1, name: listing.title })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(`${listing.title} · $150,000 · DealLoop`));
      expect(callsTo(client, `${PROPERTIES_API}/${listing.id}`)).toHaveLength(0);
      unmount();
      // Used up: the next visit asks the API.
      renderApp(`/property/${listing.id}`, { client: withPage });
      expect(await screen.findByRole('heading', { level: 1, name: listing.title })).toBeTruthy();
      expect(callsTo(client, `${PROPERTIES_API}/${listing.id}`)).toHaveLength(1);
    } finally {
      block.remove();
    }
  });

  it('shows every figure, the badge, the age and the description', async () => {
    serve();
    renderApp(listing.path, { client });
    const article = await screen.findByRole('article');
    const text = article.textContent ?? '';
    for (const expected of [
      '$150,000',
      'ARV$240,000',
      'Repairs$30,000',
      'Profit$60,000',
      'ROI33.3%',
      '3 beds',
      '2 baths',
      '1,400 sqft',
      '0.5 acres lot',
      'Single Family',
      'Listed yesterday',
      'Needs paint and flooring.',
      'Austin, TX 78701',
    ]) {
      expect(text).toContain(expected);
    }
    expect(within(article).getByText('On Hold').getAttribute('data-tone')).toBe('orange');
    expect(
      within(article).getByRole('link', { name: 'Sign in to see the full address' }).getAttribute('href'),
    ).toBe(`/auth?redirect=${encodeURIComponent(listing.path)}`);
    expect(text).not.toContain(' mi away');
  });

  it('shows the distance from the browser location', async () => {
    fakeGeolocation(grantedGeolocation(30.37, -97.74));
    serve();
    renderApp(listing.path, { client });
    expect(await screen.findByText('6.9 mi away')).toBeTruthy();
  });

  it('moves through the photos with buttons and arrow keys', async () => {
    serve();
    renderApp(listing.path, { client });
    const gallery = await screen.findByRole('region', { name: `Photos of ${listing.title}` });
    const photo = () => within(gallery).getAllByRole('img')[0]!.getAttribute('src');
    expect(photo()).toBe('/f1.webp');
    fireEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(photo()).toBe('/f2.webp');
    fireEvent.keyDown(within(gallery).getByRole('button', { name: 'Next photo' }), { key: 'ArrowRight' });
    expect(photo()).toBe('/f1.webp');
    fireEvent.keyDown(within(gallery).getByRole('button', { name: 'Previous photo' }), { key: 'ArrowLeft' });
    expect(photo()).toBe('/f2.webp');
    fireEvent.click(within(gallery).getByRole('button', { name: 'Show photo 1' }));
    expect(photo()).toBe('/f1.webp');
  });

  it('offers to share the listing', async () => {
    serve();
    renderApp(listing.path, { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Share this deal' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('says when the listing is not available', async () => {
    renderApp('/property/unknown-id', { client });
    expect(await screen.findByRole('heading', { name: 'This listing is not available' })).toBeTruthy();
  });

  it('offers Try Again when loading fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    answerRequests(client, (_method, path) => {
      if (fail) throw ApiError.network(new Error('offline'));
      return path.startsWith(`${PROPERTIES_API}/`) && !path.endsWith('/lister') ? listing : undefined;
    });
    renderApp(listing.path, { client });
    expect(await screen.findByRole('heading', { name: 'We could not load this listing' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: listing.title })).toBeTruthy();
  });

  it('shows Not Found for a one-segment path that is not a listing', async () => {
    renderApp('/some-other-page', { client });
    expect(await screen.findByRole('heading', { name: "We can't find that page" })).toBeTruthy();
  });
});

describe('Property page, live', () => {
  it("shows the listing's new status when an alert about it arrives, and ignores alerts about others", async () => {
    let current: Property = { ...listing, listingStatus: 'pending_review' };
    answerRequests(client, (_method, path) =>
      path === `${PROPERTIES_API}/${listing.id}` ? current : undefined,
    );
    client.startSignedIn(BUYER);
    renderApp(`/property/${listing.id}`, { client });
    expect((await screen.findAllByText('Pending review')).length).toBeGreaterThan(0);
    await waitFor(() => expect(client.openAlertStreams().length).toBe(1));
    const loads = () => callsTo(client, `${PROPERTIES_API}/${listing.id}`).length;
    const before = loads();
    client.emitAlert({
      kind: 'propertyPublished',
      title: 'Property Published!',
      propertyId: 'another-listing',
    });
    await screen.findByText('Property Published!');
    expect(loads()).toBe(before);

    current = { ...listing, listingStatus: 'published' };
    client.emitAlert({ kind: 'propertyPublished', title: 'Property Published!', propertyId: listing.id });
    await waitFor(() => expect(screen.queryAllByText('Pending review')).toEqual([]));
    expect(screen.getByRole('heading', { level: 1, name: listing.title })).toBeTruthy();
    expect(loads()).toBe(before + 1);
  });
});
