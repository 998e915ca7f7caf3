// Renders the whole site (routes, layout, services) at a path, on a fake API client, for component tests.

import { appRoutes } from '../app/routes';
import { createServices } from '../app/services';
import { ServicesProvider } from '../app/services-context';
import { createMemoryRouter, RouterProvider } from '../router';
import type { RuntimeConfig } from '../runtime-config';
import { render } from './dom';
import { createFakeApiClient, createMemoryStorage, type FakeApiClient } from './fake-api-client';

export const TEST_CONFIG: RuntimeConfig = {
  supportEmail: 'help@dealloop.test',
  publicUrl: 'https://dealloop.test',
};

export interface RenderAppOptions {
  client?: FakeApiClient;
  storage?: ReturnType<typeof createMemoryStorage>;
  config?: RuntimeConfig;
}

/** Renders the app at `path`. The cookie choice is pre-set (banner hidden) unless a storage is given. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  window.scrollTo = () => {};
  const client = options.client ?? createFakeApiClient();
  const storage =
    options.storage ??
    createMemoryStorage({
      'dealloop-cookie-consent:anonymous': 'declined',
      ...Object.fromEntries(
        ['buyer', 'moderator', 'admin'].map((name) => [
          `dealloop-cookie-consent:user-${name}@dealloop.local`,
          'declined',
        ]),
      ),
    });
  const services = createServices({ client, config: options.config ?? TEST_CONFIG, storage });
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const view = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router, services, client, storage };
}
