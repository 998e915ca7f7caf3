// Entry point of the marketplace site: services, router and the first render.
import './styles/global.css';
import './styles/app-shell.css';
import { matchSitePage } from '@dealloop/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './api';
import { PAGE_COMPONENTS } from './app/page-components';
import { appRoutes } from './app/routes';
import { createServices } from './app/services';
import { ServicesProvider } from './app/services-context';
import { createBrowserRouter, RouterProvider } from './router';
import { readRuntimeConfig } from './runtime-config';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const services = createServices({ client: api, config: readRuntimeConfig(), storage: browserStorage() });
const router = createBrowserRouter(appRoutes());
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/** The first render as a transition: React renders it in slices of a few milliseconds, yielding to the browser in
 * between, instead of one long task that holds the main thread while a phone builds the whole page. */
function renderApp(container: HTMLElement) {
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </StrictMode>,
    ),
  );
}

// The first page's module (already downloading: the server's modulepreload links name its chunks) loads before the
// first render, so that render holds the whole page: the page replaces the HTML's first paint (the header, and a
// listing's first photo) directly, rather than the layout committing first around a loading state and the page's
// content (the largest paint) a task later. A failed load is left to the page's error screen. Not a top-level
// await: the page's chunk imports this entry's, which must finish evaluating first.
const firstPage = matchSitePage(window.location.pathname);
void (firstPage ? PAGE_COMPONENTS[firstPage.key].preload() : Promise.resolve()).then(() => renderApp(root));
