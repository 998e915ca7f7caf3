// The route table: every built page of SITE_PAGES has its own page, with its title; nothing else is built.
import { PAGE_TITLES, SITE_PAGES, type SitePageKey } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '../test/dom';
import { renderApp } from '../test/render-app';
import { PAGE_COMPONENTS } from './page-components';

const PAGE_HEADINGS: Record<(typeof SITE_PAGES)[number]['key'], RegExp> = {
  home: /Find off-market wholesale deals/,
  property: /This listing is not available/,
  propertyAlias: /This listing is not available/,
  propertySeo: /This listing is not available/,
  auth: /Welcome back/,
  resetPassword: /Choose a new password/,
  privacyPolicy: /Privacy Policy/,
  termsOfService: /Terms of Service/,
};

describe('routes', () => {
  it('has a lazily loaded component for exactly the built pages', () => {
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual(SITE_PAGES.map((page) => page.key).sort());
  });

  const EXAMPLE_PATHS: Partial<Record<SitePageKey, string>> = {
    property: '/property/0193a5c0-0000-7000-8000-00001234abcd',
    propertyAlias: '/properties/1234abcd',
    propertySeo: '/real-estate-wholesale-investment-property-austin-tx-78701-1234abcd',
  };

  it.each(SITE_PAGES.map((page) => [EXAMPLE_PATHS[page.key] ?? page.path, page.key] as const))(
    '%s shows its page',
    async (path, key) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: PAGE_HEADINGS[key] })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: "We can't find that page" })).toBeNull();
      await waitFor(() => expect(document.title).toBe(PAGE_TITLES[key]));
    },
  );

  it('has one main landmark, a skip link to it and the navigation landmarks', () => {
    renderApp('/privacy-policy');
    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      `#${main.id}`,
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
