// Entry point of the marketplace site: services, router and the first render.
import './styles/global.css';
import './styles/app-shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './api';
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

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task that holds the main thread while a phone builds the whole page.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </StrictMode>,
  ),
);
