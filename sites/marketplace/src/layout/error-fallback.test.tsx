// The error screen: spec texts, Try Again re-renders, Go to Home, the support address; used for render errors
// and for page chunks that fail to load.
import { MESSAGES } from '@dealloop/core';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyPageView, lazyPage } from '../app/lazy-page';
import { createServices } from '../app/services';
import { ServicesProvider } from '../app/services-context';
import { createMemoryRouter, RouterProvider } from '../router';
import { render, screen, userEvent, within } from '../test/dom';
import { createFakeApiClient, createMemoryStorage } from '../test/fake-api-client';
import { TEST_CONFIG } from '../test/render-app';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

let failures = 0;
function Flaky() {
  if (failures > 0) {
    failures -= 1;
    throw new Error('render failed');
  }
  return <h1>Recovered page</h1>;
}

let layoutBroken = true;
function SometimesBrokenLayout() {
  if (layoutBroken) throw new Error('layout failed');
  return <h1>Layout back</h1>;
}

let chunkAttempts = 0;
const chunkPage = lazyPage(async () => {
  chunkAttempts += 1;
  if (chunkAttempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { default: () => <h1>Chunk page</h1> };
});

function renderRoutes(path: string, children: { path: string; element: ReactNode }[]) {
  window.scrollTo = () => {};
  const services = createServices({
    client: createFakeApiClient(),
    config: TEST_CONFIG,
    storage: createMemoryStorage({ 'dealloop-cookie-consent:anonymous': 'true' }),
  });
  const router = createMemoryRouter(
    [{ element: <RootLayout />, errorElement: <RouteErrorScreen />, children }],
    { initialEntries: [path] },
  );
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return router;
}

function expectErrorScreen() {
  expect(screen.getByRole('heading', { level: 1, name: MESSAGES.errorTitle })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  const support = screen.getByRole('link', { name: TEST_CONFIG.supportEmail });
  expect(support.getAttribute('href')).toBe(`mailto:${TEST_CONFIG.supportEmail}`);
  expect(support.parentElement?.textContent).toBe(MESSAGES.errorContactSupport(TEST_CONFIG.supportEmail));
}

describe('error fallback', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('replaces a page that fails to render, keeping the navigation, and Try Again renders it again', async () => {
    failures = 1000;
    renderRoutes('/flaky', [{ path: '/flaky', element: <Flaky /> }]);
    expectErrorScreen();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    failures = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Recovered page' })).toBeTruthy();
  });

  it('shows for a page chunk that fails to load, and Try Again loads it afresh', async () => {
    renderRoutes('/chunk', [{ path: '/chunk', element: <LazyPageView page={chunkPage} /> }]);
    expect(await screen.findByRole('heading', { name: MESSAGES.errorTitle })).toBeTruthy();
    expectErrorScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chunk page' })).toBeTruthy();
    expect(chunkAttempts).toBe(2);
  });

  it('clears when the visitor navigates elsewhere', async () => {
    failures = 100;
    const router = renderRoutes('/flaky', [
      { path: '/flaky', element: <Flaky /> },
      { path: '/fine', element: <h1>Fine page</h1> },
    ]);
    expectErrorScreen();
    await router.navigate('/fine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine page' })).toBeTruthy();
    failures = 0;
  });

  it('covers the whole window when the layout itself fails (router error element); Try Again renders it again', async () => {
    window.scrollTo = () => {};
    const services = createServices({
      client: createFakeApiClient(),
      config: TEST_CONFIG,
      storage: createMemoryStorage(),
    });
    const router = createMemoryRouter(
      [
        {
          element: <SometimesBrokenLayout />,
          errorElement: <RouteErrorScreen />,
          children: [{ path: '/x', element: null }],
        },
      ],
      { initialEntries: ['/x'] },
    );
    render(
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>,
    );
    expectErrorScreen();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    layoutBroken = false;
    await userEvent.click(within(document.body).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Layout back' })).toBeTruthy();
  });
});
