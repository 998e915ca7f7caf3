// The legal pages: real sections with anchors, a "Last updated" date, and the support address from the config.
import { describe, expect, it } from 'vitest';
import { screen, within } from '../../test/dom';
import { renderApp, TEST_CONFIG } from '../../test/render-app';

describe('legal pages', () => {
  it('the privacy policy covers what the spec and the product require, with a table of contents', async () => {
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.getByText(/Last updated:/).textContent).toBe('Last updated: November 22, 2026');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.map((link) => link.textContent)).toEqual([
      'Who we are',
      'Information we collect',
      'Why we use it',
      'Who we share it with',
      'How long we keep it',
      'How we protect it',
      'Your rights and choices',
      'Children',
      'Changes to this policy',
      'Contact us',
    ]);
    for (const link of entries) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)?.tagName).toBe('H2');
    }
    const text = screen.getByRole('main').textContent ?? '';
    for (const phrase of [
      'GPS location',
      'version 1.0',
      'Essential',
      'Optional',
      'Download',
      'other party',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(screen.getAllByRole('link', { name: TEST_CONFIG.supportEmail })[0]?.getAttribute('href')).toBe(
      `mailto:${TEST_CONFIG.supportEmail}`,
    );
  });

  it('the terms cover listings, wholesaling law, Fair Housing, advice, fees and disputes', async () => {
    renderApp('/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    for (const heading of [
      'Who may use DealLoop',
      'Listings and moderation',
      'Wholesaling and assignment contracts',
      'Fair Housing',
      'What you may not do',
      'No brokerage, legal or financial advice',
      'Fees',
      'Limitation of liability',
      'Suspension and termination',
      'Disputes',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(`\\d+\\. ${heading}`) })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'pricing page' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getAllByRole('link', { name: TEST_CONFIG.supportEmail }).length).toBeGreaterThan(0);
  });
});
