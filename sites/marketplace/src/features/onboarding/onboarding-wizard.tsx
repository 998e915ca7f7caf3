// The onboarding wizard (docs/product/onboarding.md): a modal, 6 steps, progress bar, "n of N", Back, Skip Tour and the
// primary button. Steps 1 to 4 save before advancing (a refused field shows the API's reason under it); Skip Tour,
// close and dismiss mark the tour completed. A saved search and card from an earlier run are shown and updated.
import { type ApiClient, ApiError, type CurrentUser } from '@dealloop/client';
import {
  apiFieldErrors,
  isOnboardingBackDisabled,
  MESSAGES,
  ONBOARDING_FINISH_PATH,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEP_TOASTS,
  ONBOARDING_STEPS,
  onboardingPrimaryLabel,
  onboardingStepCounter,
  onboardingStepSaves,
} from '@dealloop/core';
import { Button, Dialog, ProgressBar } from '@dealloop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useAuth, useServices, useToast } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useNavigate } from '../../router';
import { fetchMyProfile } from '../profiles/profiles-api';
import {
  carryAccountForward,
  draftFrom,
  draftWithRecords,
  type OnboardingDraft,
  stepProblem,
} from './onboarding-draft';
import {
  completeOnboarding,
  fetchTourRecords,
  saveOnboardingStep,
  type TourRecords,
} from './onboarding-save';
import * as styles from './onboarding-wizard.css';
import { AccountStep } from './steps/account-step';
import { BusinessCardStep } from './steps/business-card-step';
import { DoneStep } from './steps/done-step';
import { ProfileStep } from './steps/profile-step';
import { SavedSearchStep } from './steps/saved-search-step';
import { WelcomeStep } from './steps/welcome-step';

/** The wizard, mounted once in the root layout; it shows while the onboarding store says open. */
export function OnboardingWizard() {
  const { onboarding } = useServices();
  const open = useStore(onboarding, (state) => state.open);
  const auth = useAuth();
  if (!open || !auth.user) return null;
  return <OpenWizard userId={auth.user.id} />;
}

function OpenWizard({ userId }: { userId: string }) {
  const { client, onboarding } = useServices();
  const auth = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const counterId = useId();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [draft, setDraft] = useState<OnboardingDraft>(() => draftFrom(null, auth.user));
  const [records, setRecords] = useState<TourRecords>({ savedSearchId: null, cardId: null });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const touched = useRef(false);

  // Fill the form from the saved profile, and the search and card of an earlier run, once the wizard opens (unless
  // the user has started typing).
  const user = auth.user;
  const start = useApiResource(userId, (api) => loadWizardStart(api, user)).state;
  useEffect(() => {
    if (start.status !== 'ready') return;
    const { found, draft: loaded } = start.data;
    setRecords((current) => ({
      savedSearchId: current.savedSearchId ?? found.savedSearchId,
      cardId: current.cardId ?? found.cardId,
    }));
    if (!touched.current) setDraft(loaded);
  }, [start]);

  const markCompleted = () =>
    completeOnboarding(client).catch((error: unknown) =>
      console.warn('DealLoop: marking the onboarding tour completed failed.', error),
    );

  /** Skip Tour, the close button, Escape and the backdrop: completed, closed. */
  const dismiss = () => {
    if (busy) return;
    onboarding.close();
    void markCompleted();
  };

  const finish = async () => {
    setBusy(true);
    await markCompleted();
    setBusy(false);
    setStep(0);
    onboarding.finished();
    navigate(ONBOARDING_FINISH_PATH);
  };

  const advance = async () => {
    if (step >= ONBOARDING_STEP_COUNT - 1) return finish();
    if (!onboardingStepSaves(step)) {
      setStep(step + 1);
      return;
    }
    const missing = stepProblem(step, draft);
    setProblem(missing);
    if (missing) return;
    const toasts = ONBOARDING_STEP_TOASTS[step as 1 | 2 | 3 | 4];
    setBusy(true);
    setFieldErrors({});
    try {
      setRecords(await saveOnboardingStep(client, step, draft, records));
      toast.success(toasts.success);
      if (step === 1) setDraft(carryAccountForward);
      setStep(step + 1);
    } catch (error) {
      console.warn('DealLoop: saving an onboarding step failed.', error);
      if (error instanceof ApiError && error.status === 400) setFieldErrors(draftFieldErrors(error.message));
      toast.error(toasts.failure);
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    setProblem(null);
    setFieldErrors({});
    setStep((current) => Math.max(0, current - 1));
  };

  const change =
    <K extends keyof OnboardingDraft>(section: K) =>
    (patch: Partial<OnboardingDraft[K]>) => {
      setProblem(null);
      setFieldErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))),
      );
      touched.current = true;
      setDraft((current) => ({ ...current, [section]: { ...current[section], ...patch } }));
    };
  const shared = { userId, onBusyChange: setUploading, errors: fieldErrors };
  const info = ONBOARDING_STEPS[step]!;

  return (
    <Dialog
      open
      size="lg"
      onClose={dismiss}
      title={info.title}
      description={info.description}
      footer={
        <div className={styles.footer}>
          <Button variant="ghost" onClick={dismiss} disabled={busy}>
            {MESSAGES.onboardingSkip}
          </Button>
          <div className={styles.footerEnd}>
            <Button variant="secondary" onClick={back} disabled={busy || isOnboardingBackDisabled(step)}>
              {MESSAGES.onboardingBack}
            </Button>
            <Button variant="primary" onClick={() => void advance()} disabled={busy || uploading}>
              {onboardingPrimaryLabel(step, busy)}
            </Button>
          </div>
        </div>
      }
    >
      <div className={styles.body}>
        <div className={styles.progress}>
          <div className={styles.progressRow}>
            <span id={counterId}>{onboardingStepCounter(step)}</span>
          </div>
          <ProgressBar value={step + 1} max={ONBOARDING_STEP_COUNT} labelledBy={counterId} size="sm" />
        </div>
        {step === 0 ? <WelcomeStep /> : null}
        {step === 1 ? <AccountStep value={draft.account} onChange={change('account')} {...shared} /> : null}
        {step === 2 ? <SavedSearchStep value={draft.search} onChange={change('search')} {...shared} /> : null}
        {step === 3 ? <BusinessCardStep value={draft.card} onChange={change('card')} {...shared} /> : null}
        {step === 4 ? <ProfileStep value={draft.profile} onChange={change('profile')} {...shared} /> : null}
        {step === 5 ? <DoneStep /> : null}
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

/**
 * What the wizard starts from: the saved profile and the search and card of an earlier run, each empty when its
 * lookup fails (the wizard then starts from what it has).
 */
async function loadWizardStart(
  client: ApiClient,
  user: CurrentUser | null,
): Promise<{ found: TourRecords; draft: OnboardingDraft }> {
  const noRecords = { search: null, card: null };
  const [profile, found] = await Promise.all([
    fetchMyProfile(client).catch((error: unknown) => {
      console.warn('DealLoop: the profile lookup failed; the wizard starts empty.', error);
      return null;
    }),
    fetchTourRecords(client).catch((error: unknown) => {
      console.warn('DealLoop: the saved search and card lookup failed.', error);
      return noRecords;
    }),
  ]);
  return {
    found: { savedSearchId: found.search?.id ?? null, cardId: found.card?.id ?? null },
    draft: draftWithRecords(draftFrom(profile, user), found),
  };
}

/** The API's reasons by the draft's field names (a card's `phoneNumber` is the step's phone field). */
function draftFieldErrors(message: string): Record<string, string> {
  const { phoneNumber, ...errors } = apiFieldErrors(message);
  return phoneNumber ? { ...errors, phone: phoneNumber } : errors;
}
