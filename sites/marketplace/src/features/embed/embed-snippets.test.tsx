// The snippets and live preview of the Embed page: built by @dealloop/embed's snippet functions for the chosen
// key, widget and options (a grid limited to the user's listings), copied on request, and the preview element
// carrying the same attributes, or a message when the SDK cannot be loaded.
import { loaderScriptTag, mountSnippet, queueStubSnippet, widgetTag } from '@dealloop/embed';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { renderWithServices } from '../favorites/favorites-test-support';
import { EmbedSnippets } from './embed-snippets';
import { makeEmbedKey, makeMyCard, serveEmbedKeys } from './embed-test-support';
import { EMBED_TEXTS } from './embed-texts';
import { EMBED_WIDGET_LABELS } from './embed-widgets';

const PUBLIC_URL = 'https://dealloop.test';
const SITE = makeEmbedKey({ name: 'Main site', key: 'dlk_Main00000000000000000000' });
const BLOG = makeEmbedKey({ name: 'Blog', key: 'dlk_Blog00000000000000000000' });
let client: FakeApiClient;
let userId: string;
let copied: string[];

beforeEach(() => {
  client = createFakeApiClient();
  userId = client.startSignedIn(BUYER).id;
  copied = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const script of document.querySelectorAll('script[data-dealloop-sdk]')) script.remove();
});

function renderSnippets(cards = [makeMyCard({ cardUrl: 'bea-card', isActive: true })]) {
  serveEmbedKeys(client, { keys: [SITE, BLOG], cards });
  return renderWithServices(
    <EmbedSnippets keys={[SITE, BLOG]} userId={userId} onCopy={(code) => copied.push(code)} />,
    { client, path: '/dashboard/embed' },
  );
}

const snippet = (label: string) =>
  within(screen.getByRole('region', { name: label })).getByText((_text, node) => node?.tagName === 'CODE')
    .textContent;
const preview = () => screen.getByRole('region', { name: EMBED_TEXTS.previewHeading });
const sdkScript = () => document.querySelector<HTMLScriptElement>('script[data-dealloop-sdk]');
const choose = (label: string, value: string) =>
  userEvent.selectOptions(screen.getByRole('combobox', { name: label }), value);

describe('Embed snippets', () => {
  it('show the loader, the grid tag with the key and the user as lister, the stub and mount(), and copy them', async () => {
    renderSnippets();
    const attributes = { lister: userId, limit: '6', 'embed-key': SITE.key };
    expect(snippet(EMBED_TEXTS.loaderSnippet)).toBe(loaderScriptTag(PUBLIC_URL));
    expect(snippet(EMBED_TEXTS.loaderSnippet)).toContain(`${PUBLIC_URL}/sdk/v1/loader.js`);
    const tag = snippet(EMBED_TEXTS.tagSnippet);
    expect(tag).toBe(widgetTag('property-grid', attributes));
    expect(tag).toContain('<dealloop-property-grid');
    expect(tag).toContain(SITE.key);
    expect(tag).toContain(userId);
    expect(snippet(EMBED_TEXTS.stubSnippet)).toBe(queueStubSnippet());
    const mount = snippet(EMBED_TEXTS.mountSnippet('#dealloop-property-grid'));
    expect(mount).toBe(
      mountSnippet(
        'property-grid',
        { lister: userId, limit: '6', embedKey: SITE.key },
        '#dealloop-property-grid',
      ),
    );
    expect(mount).toContain(SITE.key);
    expect(mount).toContain(userId);
    await userEvent.click(
      within(screen.getByRole('region', { name: EMBED_TEXTS.tagSnippet })).getByRole('button', {
        name: EMBED_TEXTS.copy,
      }),
    );
    expect(copied).toEqual([tag]);
  });

  it('follow the chosen key, widget, theme and options', async () => {
    renderSnippets();
    await choose(EMBED_TEXTS.keyChoice, BLOG.id);
    expect(snippet(EMBED_TEXTS.tagSnippet)).toContain(BLOG.key);
    expect(snippet(EMBED_TEXTS.tagSnippet)).not.toContain(SITE.key);
    await userEvent.type(screen.getByRole('textbox', { name: EMBED_TEXTS.locationLabel }), 'Dallas, TX');
    expect(snippet(EMBED_TEXTS.tagSnippet)).toBe(
      widgetTag('property-grid', {
        lister: userId,
        location: 'Dallas, TX',
        limit: '6',
        'embed-key': BLOG.key,
      }),
    );
    await choose(EMBED_TEXTS.widgetChoice, 'chat');
    await choose(EMBED_TEXTS.themeChoice, 'dark');
    expect(snippet(EMBED_TEXTS.tagSnippet)).toBe(widgetTag('chat', { 'embed-key': BLOG.key, theme: 'dark' }));
    await choose(EMBED_TEXTS.widgetChoice, 'business-card');
    expect(snippet(EMBED_TEXTS.tagSnippet)).toBe(
      widgetTag('business-card', { card: 'bea-card', theme: 'dark' }),
    );
  });

  it('ask for a business card first when the user has no active one', async () => {
    renderSnippets([makeMyCard({ isActive: false })]);
    await choose(EMBED_TEXTS.widgetChoice, 'business-card');
    expect(await screen.findByText(EMBED_TEXTS.noCards)).toBeTruthy();
    expect(screen.getByRole('link', { name: EMBED_TEXTS.createCard }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('region', { name: EMBED_TEXTS.tagSnippet })).toBeNull();
    expect(screen.getByRole('option', { name: EMBED_WIDGET_LABELS['business-card'] })).toBeTruthy();
  });
});

describe('Embed live preview', () => {
  it('loads the SDK once and shows the widget element with the snippet’s attributes, updated in place', async () => {
    renderSnippets();
    expect(within(preview()).getByText(EMBED_TEXTS.previewLoading)).toBeTruthy();
    sdkScript()?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(within(preview()).queryByText(EMBED_TEXTS.previewLoading)).toBeNull());
    const grid = preview().querySelector('dealloop-property-grid');
    expect(grid?.getAttribute('lister')).toBe(userId);
    expect(grid?.getAttribute('embed-key')).toBe(SITE.key);
    expect(grid?.getAttribute('limit')).toBe('6');
    expect(grid?.hasAttribute('location')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: EMBED_TEXTS.locationLabel }), 'Austin');
    expect(preview().querySelector('dealloop-property-grid')).toBe(grid);
    expect(grid?.getAttribute('location')).toBe('Austin');

    await choose(EMBED_TEXTS.widgetChoice, 'deal-calculator');
    expect(preview().querySelector('dealloop-property-grid')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: EMBED_TEXTS.priceLabel }), '150000');
    const calculator = preview().querySelector('dealloop-deal-calculator');
    expect(calculator?.getAttribute('price')).toBe('150000');
    expect(document.querySelectorAll('script[data-dealloop-sdk]')).toHaveLength(1);
  });

  it('says so when the SDK cannot be loaded, instead of an empty box', async () => {
    renderSnippets();
    sdkScript()?.dispatchEvent(new Event('error'));
    expect(await within(preview()).findByText(EMBED_TEXTS.previewFailed)).toBeTruthy();
    expect(preview().querySelector('dealloop-property-grid')).toBeNull();
  });
});
