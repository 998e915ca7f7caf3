// Renders the help pages on their own routes (eagerly loaded, with Not Found for other paths) for their tests.

import { createServices } from '../../app/services';
import { ServicesProvider } from '../../app/services-context';
import { NotFoundPage } from '../../pages/not-found/not-found-page';
import { createMemoryRouter, RouterProvider } from '../../router';
import { render } from '../../test/dom';
import { createFakeApiClient, createMemoryStorage } from '../../test/fake-api-client';
import FaqsPage from './faqs-page';
import KnowledgeArticlePage from './knowledge-article-page';
import KnowledgeBasePage from './knowledge-base-page';

/** Renders the help pages at `path`; answers the router to read the location and navigate. */
export function renderHelpPage(path: string) {
  window.scrollTo = () => {};
  const services = createServices({
    client: createFakeApiClient(),
    config: { supportEmail: 'help@dealloop.test', publicUrl: 'https://dealloop.test' },
    storage: createMemoryStorage({}),
  });
  const router = createMemoryRouter(
    [
      { path: '/knowledge-base', element: <KnowledgeBasePage /> },
      { path: '/knowledge-base/:slug', element: <KnowledgeArticlePage /> },
      { path: '/faqs', element: <FaqsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router };
}
