// The onboarding wizard as the root layout mounts it: nothing until the tour opens for a signed-in user, then the
// wizard's own chunk (its steps, forms and upload field stay out of the first page's JavaScript).
import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { useAuth, useServices } from '../../app/services-context';

const OnboardingWizard = lazy(() =>
  import('./onboarding-wizard').then((module) => ({ default: module.OnboardingWizard })),
);

/** Loads and shows the wizard while the onboarding store says open and someone is signed in. */
export function LazyOnboardingWizard() {
  const { onboarding } = useServices();
  const open = useStore(onboarding, (state) => state.open);
  const auth = useAuth();
  if (!open || !auth.user) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingWizard />
    </Suspense>
  );
}
