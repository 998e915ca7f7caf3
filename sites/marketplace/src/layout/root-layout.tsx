// The layout route: skip link, top bar, main area (with its error boundary), footer, tab bar, Loop chat, banner,
// toasts.
import { type RefObject, Suspense, useEffect, useRef } from 'react';
import { ErrorBoundary } from '../app/error-boundary';
import { retryFailedPages } from '../app/lazy-page';
import { useRuntimeConfig } from '../app/services-context';
import { LazyLoopChatHost } from '../features/loop/lazy-loop-chat-host';
import { LazyOnboardingWizard } from '../features/onboarding/lazy-onboarding-wizard';
import { Outlet, ScrollRestoration, useLocation } from '../router';
import { CookieBanner } from './cookie-banner';
import { ErrorFallback } from './error-fallback';
import { MobileTabBar } from './mobile-tab-bar';
import { PageLoading } from './page-loading';
import * as styles from './root-layout.css';
import { SiteFooter } from './site-footer';
import { ToastRegion } from './toast-region';
import { TopNav } from './top-nav';

/** The id of the main area (the skip link's target). */
export const MAIN_ID = 'main';

/** After a client-side navigation focus moves to the main area, so screen readers start at the new page. */
function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/** The page shell around every route. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { supportEmail } = useRuntimeConfig();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to main content
      </a>
      <TopNav />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
        <ErrorBoundary
          resetKey={pathname}
          onRetry={retryFailedPages}
          fallback={(retry) => <ErrorFallback onRetry={retry} supportEmail={supportEmail} />}
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <MobileTabBar />
      {/* Before the cookie banner: at the same z-index the banner's buttons stay on top of the chat. */}
      <LazyLoopChatHost />
      <CookieBanner />
      <LazyOnboardingWizard />
      <ToastRegion />
      <ScrollRestoration />
    </div>
  );
}
