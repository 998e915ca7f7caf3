// Not Found: every path without a built page, including the spec's routes that later issues build.
import { NOT_FOUND_TITLE } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '../../test/dom';
import { BUYER, createFakeApiClient } from '../../test/fake-api-client';
import { renderApp } from '../../test/render-app';

describe('Not Found', () => {
  it.each(['/toolbox', '/dashboard/billing', '/billing', '/nowhere/at/all', '/auth/extra'])(
    'shows a friendly 404 for %s',
    async (path) => {
      renderApp(path);
      const main = screen.getByRole('main');
      expect(within(main).getByRole('heading', { level: 1, name: "We can't find that page" })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(NOT_FOUND_TITLE));
    },
  );

  it('offers the home page, the help center and sign in', () => {
    renderApp('/toolbox');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(within(main).getByRole('link', { name: 'Visit the Help Center' }).getAttribute('href')).toBe(
      '/knowledge-base',
    );
    expect(within(main).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('does not offer sign in to a signed-in visitor', () => {
    const client = createFakeApiClient();
    client.startSignedIn(BUYER);
    renderApp('/toolbox', { client });
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});
