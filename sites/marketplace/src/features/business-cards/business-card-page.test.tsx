// The public business card: shown to anonymous visitors with a QR code of its address, a vCard download and
// sharing; an inactive or unknown card shows Not Found.
import { describe, expect, it, vi } from 'vitest';
import { screen, userEvent, within } from '../../test/dom';
import { createFakeApiClient } from '../../test/fake-api-client';
import { answerRequests } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { BUSINESS_CARD_TEXTS } from './business-card-page';
import { makePublicCard } from './business-cards-test-support';

describe('Business card page', () => {
  it('shows the card, its QR code and a Save contact download, without an account', async () => {
    const client = createFakeApiClient();
    const card = makePublicCard();
    answerRequests(client, (method, path) =>
      method === 'GET' && path === `/api/v1/cards/${card.cardUrl}` ? card : undefined,
    );
    renderApp(`/card/${card.cardUrl}`, { client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' })).toBeTruthy();
    expect(screen.getByText('Ruiz Realty')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(214) 555-0199' }).getAttribute('href')).toBe('tel:2145550199');
    expect(screen.getByRole('link', { name: 'ana@example.com' }).getAttribute('href')).toBe(
      'mailto:ana@example.com',
    );
    const qr = screen.getByRole('img', { name: "QR code of Ana Ruiz's business card" });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const save = screen.getByRole('link', { name: BUSINESS_CARD_TEXTS.saveContact });
    expect(save.getAttribute('href')).toBe(`/api/v1/cards/${card.cardUrl}/vcard`);
    expect(save.getAttribute('download')).toBe(`${card.cardUrl}.vcf`);
    await vi.waitFor(() => expect(document.title).toContain('Ana Ruiz'));

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this page' });
    expect(within(dialog).getByRole('textbox')).toHaveProperty(
      'value',
      `https://dealloop.test/card/${card.cardUrl}`,
    );
  });

  it('links to the owner’s public profile when it is published', async () => {
    const client = createFakeApiClient();
    const card = makePublicCard({ profilePath: '/real-estate-investor-ana-ruiz' });
    answerRequests(client, (_method, path) => (path === `/api/v1/cards/${card.id}` ? card : undefined));
    renderApp(`/card/${card.id}`, { client });
    const link = await screen.findByRole('link', { name: BUSINESS_CARD_TEXTS.viewProfile });
    expect(link.getAttribute('href')).toBe('/real-estate-investor-ana-ruiz');
  });

  it('shows Not Found for an inactive or unknown card', async () => {
    const client = createFakeApiClient();
    answerRequests(client, () => undefined);
    renderApp('/card/switched-off-0193a5c0', { client });
    expect(
      await screen.findByRole('heading', { level: 1, name: BUSINESS_CARD_TEXTS.missingTitle }),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });
});
