// The router's error element: the error screen over the whole window when the layout itself failed.
import { useEffect } from 'react';
import { retryFailedPages } from '../app/lazy-page';
import { useRuntimeConfig } from '../app/services-context';
import { useLocation, useNavigate, useRouteError } from '../router';
import { ErrorFallback } from './error-fallback';

/** Logs the error and shows the error screen; Try Again renders the route again. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const { supportEmail } = useRuntimeConfig();
  useEffect(() => console.error('DealLoop: the page failed.', error), [error]);
  const retry = () => {
    retryFailedPages();
    // A navigation to the same place clears the router's error state and renders the route again.
    navigate(location, { replace: true });
  };
  return <ErrorFallback onRetry={retry} supportEmail={supportEmail} fullPage />;
}
