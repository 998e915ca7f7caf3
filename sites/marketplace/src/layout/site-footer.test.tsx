// The footer reaches Open House Calendar and Pricing (hidden from the top bar on phones), the pages the top bar
// leaves out, and the legal pages.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../router';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links the community pages and the legal pages', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const community = screen.getByRole('navigation', { name: 'Community' });
    const hrefs = within(community)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Open House Calendar', '/showings'],
      ['Pricing', '/pricing'],
      ['Tools', '/tools'],
      ['Investors', '/investors'],
      ['Counties', '/counties'],
      ['Become a moderator', '/become-moderator'],
      ['Support', '/support'],
    ]);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
  });
});
