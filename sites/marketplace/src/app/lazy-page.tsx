// Lazily loaded pages whose failed chunk can be fetched again when the visitor presses Try Again.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { default: ComponentType };

/** A page loaded on first render: its current lazy component and whether its last load failed. */
export interface LazyPage {
  readonly component: LazyExoticComponent<ComponentType>;
  readonly failed: boolean;
  /** The page's module once it has loaded: rendered at once, without a loading state in between. */
  readonly loaded: PageModule | null;
  /** Loads the page's module now (the entry does it for the first page before its first render). */
  preload(): Promise<void>;
}

interface LazyPageSlot extends LazyPage {
  component: LazyExoticComponent<ComponentType>;
  failed: boolean;
  loaded: PageModule | null;
  renew(): void;
}

const slots = new Set<LazyPageSlot>();

/**
 * A lazily loaded page. React.lazy remembers a failed load forever, so a page whose chunk failed is given a
 * fresh lazy component by `retryFailedPages()` (the error screen's Try Again), never on its own (that would
 * retry in a loop while the network is down).
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  const loadOnce = () =>
    load().then(
      (module) => {
        slot.loaded = module;
        return module;
      },
      (error: unknown) => {
        slot.failed = true;
        throw error;
      },
    );
  const fresh = () => lazy(loadOnce);
  const slot: LazyPageSlot = {
    failed: false,
    loaded: null,
    component: fresh(),
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
    renew() {
      slot.failed = false;
      slot.component = fresh();
    },
  };
  slots.add(slot);
  return slot;
}

/** Renders a lazy page (inside a Suspense boundary). */
export function LazyPageView({ page }: { page: LazyPage }) {
  const Page = page.loaded?.default ?? page.component;
  return <Page />;
}

/** Gives every page whose chunk failed to load a fresh attempt at its next render. */
export function retryFailedPages(): void {
  for (const slot of slots) if (slot.failed) slot.renew();
}
