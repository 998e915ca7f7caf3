// React access to the services: the provider and hooks over the zustand stores.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import type { AuthSnapshot } from '../features/accounts/auth-store';
import type { AppServices } from './services';

const ServicesContext = createContext<AppServices | null>(null);

/** Provides the services to the tree. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The services; throws outside a provider (a wiring mistake, not a runtime condition). */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider> above it.');
  return services;
}

/** The auth snapshot (re-renders on sign-in, sign-out and role changes). */
export function useAuth(): AuthSnapshot {
  return useStore(useServices().auth);
}

/** Shows toasts: `toast.success(text)`, `toast.error(text)`, `toast.info(text)`. */
export function useToast() {
  const { toasts } = useServices();
  return useMemo(
    () => ({
      success: (message: string) => toasts.show('success', message),
      error: (message: string) => toasts.show('error', message),
      info: (message: string) => toasts.show('info', message),
    }),
    [toasts],
  );
}

/** The runtime configuration. */
export function useRuntimeConfig() {
  return useServices().config;
}
