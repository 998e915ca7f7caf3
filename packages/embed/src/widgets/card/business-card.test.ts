import { businessCardQrLabel, EMBED_CARD_TEXTS, EMBED_KEY_MESSAGES } from '@dealloop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeFetch,
  jsonResponse,
  mountTestWidget,
  TEST_API,
  waitFor,
} from '../../test-support/widget-harness';
import type { PublicCardJson } from './business-card-view';
import * as card from './card-entry';

const JANE: PublicCardJson = {
  id: '0198a1b2-0000-7000-8000-000000000001',
  cardUrl: 'jane-doe-0198a1b2',
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phoneNumber: '5551234567',
  companyName: 'Doe Homes',
  companyLogo: null,
  avatarUrl: null,
};

afterEach(() => {
  document.body.replaceChildren();
});

describe('business card widget', () => {
  it('shows the card, a QR code of its page and a Save contact link to the vCard', async () => {
    const fetch = fakeFetch(() => jsonResponse(JANE));
    const { root } = mountTestWidget(card, { card: `${TEST_API}/card/${JANE.cardUrl}` });
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${TEST_API}/api/v1/cards/${JANE.cardUrl}`);
    await waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Jane Doe'));
    expect(root.textContent).toContain('Doe Homes');
    expect(root.textContent).toContain('(555) 123-4567');
    expect(root.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')?.href).toBe('mailto:jane@example.com');
    const save = Array.from(root.querySelectorAll('a')).find(
      (a) => a.textContent === EMBED_CARD_TEXTS.saveContact,
    );
    expect(save?.href).toBe(`${TEST_API}/api/v1/cards/${JANE.cardUrl}/vcard`);
    expect(save?.getAttribute('download')).toBe(`${JANE.cardUrl}.vcf`);
    const qr = await waitFor(() => {
      const svg = root.querySelector('svg[role="img"]');
      if (!svg) throw new Error('no QR code yet');
      return svg;
    });
    expect(qr.getAttribute('aria-label')).toBe(businessCardQrLabel('Jane Doe'));
    expect(Number(qr.getAttribute('data-modules'))).toBeGreaterThan(20);
  });

  it('says the card is not available on a 404 and shows other failures as an alert', async () => {
    fakeFetch(() => jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
    const missing = mountTestWidget(card, { card: 'gone' });
    await waitFor(() => expect(missing.root.textContent).toBe(EMBED_CARD_TEXTS.missing));

    fakeFetch(() => jsonResponse({}, 503));
    const failed = mountTestWidget(card, { card: 'jane' });
    await waitFor(() =>
      expect(failed.root.querySelector('[role="alert"]')?.textContent).toBe(EMBED_CARD_TEXTS.failed),
    );
  });

  it("sends its embed key and shows the API's refusal, which says what to fix, warning once", async () => {
    const fetch = fakeFetch(() =>
      jsonResponse(
        { error: { code: 'embed_card_not_owned', message: EMBED_KEY_MESSAGES.cardNotOwned } },
        403,
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = mountTestWidget(card, { card: 'jane', 'embed-key': 'dlk_abcdefghijklmnopqrstuvwx' });
    await waitFor(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toBe(EMBED_KEY_MESSAGES.cardNotOwned),
    );
    expect(new URL(String(fetch.mock.calls[0]?.[0])).searchParams.get('embedKey')).toBe(
      'dlk_abcdefghijklmnopqrstuvwx',
    );
    expect(warn.mock.calls).toEqual([[`DealLoop: ${EMBED_KEY_MESSAGES.cardNotOwned}`]]);
    warn.mockRestore();
  });

  it('asks for nothing without a card attribute', () => {
    const fetch = fakeFetch(() => jsonResponse(JANE));
    const { root } = mountTestWidget(card);
    expect(fetch).not.toHaveBeenCalled();
    expect(root.textContent).toBe(EMBED_CARD_TEXTS.noCard);
  });
});
