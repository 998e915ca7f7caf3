// The first API answers written into a page's HTML (site/first-data.ts): the listing on its page, the newest deals
// on the home page and the first results of /properties for its address, exactly as the API answers an anonymous
// visitor (never the full address), escaped so no text can close the data block; nothing on other pages.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { createSiteTestApp, type SiteTestApp } from './support/site-test-app';

let site: SiteTestApp;
let listing: { id: string; path: string };
const TITLE = 'Ranch </script><script>alert(1)</script> <!-- & more';
// A line separator may stand in a description (a title must be one line): it must not end the data block's line.
const DESCRIPTION = 'Roof 2019.\u2028Seller motivated.';

/** The parsed data block of a page, or null when it has none. */
function firstData(html: string): Record<string, unknown> | null {
  const blocks = [
    ...html.matchAll(/<script type="application\/json" id="dealloop-first-data">(.*?)<\/script>/gs),
  ];
  expect(blocks.length).toBeLessThanOrEqual(1);
  return blocks[0] ? (JSON.parse(blocks[0][1]!) as Record<string, unknown>) : null;
}

beforeAll(async () => {
  site = await createSiteTestApp();
  const { t } = site;
  const owner = await t.signUp();
  const staff = await t.signUp();
  await grantRole(t.db, staff.user.id, 'moderator');
  const created = await t.call('POST', '/api/v1/properties', {
    token: owner.accessToken,
    json: {
      title: TITLE,
      description: DESCRIPTION,
      location: '9 Elm St, Dallas, TX 75201',
      price: 150_000,
      propertyType: 'single_family',
      arv: 240_000,
      repairCost: 30_000,
    },
  });
  listing = { id: created.data.id, path: created.data.path };
  await t.call('POST', `/api/v1/properties/${listing.id}/moderation`, {
    token: staff.accessToken,
    json: { action: 'publish' },
  });
});
afterAll(() => site.close());

describe('first data in the page', () => {
  it("writes a public listing's page with the listing as the API answers an anonymous visitor", async () => {
    const { html, status } = await site.page(listing.path);
    expect(status).toBe(200);
    const shortId = listing.path.slice(-8);
    const data = firstData(html);
    const anonymous = await site.t.call('GET', `/api/v1/properties/${shortId}`);
    expect(data).toEqual({ [`/api/v1/properties/${shortId}`]: anonymous.data });
    const answer = data![`/api/v1/properties/${shortId}`] as { title: string; location: string };
    expect(answer.title).toBe(TITLE);
    // The full street address is for signed-in viewers only.
    expect(answer.location).not.toContain('9 Elm St');
    expect(html).not.toContain('9 Elm St');

    const byId = await site.page(`/property/${listing.id}`);
    expect(Object.keys(firstData(byId.html)!)).toEqual([`/api/v1/properties/${listing.id}`]);
  });

  it("carries the listing's content in the page body: title, place, price, key figures, description", async () => {
    const { html } = await site.page(listing.path);
    const root = /<div id="root">(.*)<\/div><\/body>/s.exec(html)![1]!;
    expect(root).toContain(
      '<h1>Ranch &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; more</h1>',
    );
    expect(root).toContain('<p>Dallas, TX 75201</p>');
    expect(root).toContain('Asking price <strong>$150,000</strong>');
    expect(root).toContain('<dt>ARV</dt><dd>$240,000</dd>');
    expect(root).toContain('<dt>Repairs</dt><dd>$30,000</dd>');
    expect(root).toContain('Roof 2019.\u2028Seller motivated.');
    // The same privacy as the API's anonymous answer: the coarse place, never the street.
    expect(html).not.toContain('9 Elm St');
  });

  it('escapes the data so a title cannot close the block or start a script, nor a description break its line', async () => {
    const { html } = await site.page(listing.path);
    expect(html).not.toContain('</script><script>alert(1)');
    const block = /<script type="application\/json" id="dealloop-first-data">(.*?)<\/script>/s.exec(
      html,
    )![1]!;
    expect(block).not.toContain('<');
    expect(block).not.toContain('\u2028');
    expect(block).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script> \\u003c!-- & more');
    expect(block).toContain('Roof 2019.\\u2028Seller motivated.');
  });

  it('writes the newest deals on the home page and the first results of /properties for its address', async () => {
    const home = firstData((await site.page('/')).html)!;
    expect(Object.keys(home)).toEqual(['/api/v1/properties?sort=newest&limit=20']);
    expect(home['/api/v1/properties?sort=newest&limit=20']).toMatchObject({
      items: [{ id: listing.id, title: TITLE }],
    });

    const search = firstData((await site.page('/properties?location=Dallas%2C+TX&maxPrice=200000')).html)!;
    const [request] = Object.keys(search);
    expect(request).toMatch(/^\/api\/v1\/properties\?/);
    const query = new URL(request!, 'http://x').searchParams;
    expect(query.get('location')).toBe('Dallas, TX');
    expect(query.get('maxPrice')).toBe('200000');
    const answer = await site.t.call('GET', request!);
    expect(search[request!]).toEqual(answer.data);
    expect(answer.data.items.map((item: { id: string }) => item.id)).toEqual([listing.id]);
  });

  it('compresses a page for a browser that accepts brotli or gzip', async () => {
    const plain = (await site.page('/')).html;
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await site.t.app.request('/', { headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThan(Buffer.byteLength(plain) / 2);
      expect(decompress(bytes).toString()).toBe(plain);
    }
  });

  it('writes no block on a page without first data, on a 404, or for a listing that is not public', async () => {
    expect(firstData((await site.page('/privacy-policy')).html)).toBeNull();
    expect(firstData((await site.page('/no-such-page')).html)).toBeNull();
    const owner = await site.t.signUp();
    const draft = await site.t.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: {
        title: 'Draft duplex',
        location: '1 Oak St, Austin, TX 78701',
        price: 99_000,
        propertyType: 'single_family',
      },
    });
    expect(draft.status).toBe(201);
    const unpublished = await site.page(draft.data.path);
    expect(unpublished.status).toBe(404);
    expect(firstData(unpublished.html)).toBeNull();
    expect(unpublished.html).not.toContain('Draft duplex');
  });
});
