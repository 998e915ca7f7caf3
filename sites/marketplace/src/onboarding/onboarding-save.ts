// What saving each step of the wizard sends: step 1 and 4 change the profile, 2 creates a saved search, 3 a card.
import type { ApiClient } from '@dealloop/client';
import { patchMyProfile } from './my-profile';
import {
  accountPatch,
  businessCardBody,
  type OnboardingDraft,
  profilePatch,
  savedSearchBody,
} from './onboarding-draft';

/** The saved searches API (POST creates one; notify defaults are the server's). */
export const SAVED_SEARCHES_API = '/api/v1/me/saved-searches';
/** The business cards API (POST creates one). */
export const BUSINESS_CARDS_API = '/api/v1/me/business-cards';

/** Saves step 1 to 4 of the draft; rejects when the API refuses. Other steps save nothing. */
export async function saveOnboardingStep(
  client: ApiClient,
  step: number,
  draft: OnboardingDraft,
): Promise<void> {
  switch (step) {
    case 1:
      await patchMyProfile(client, accountPatch(draft));
      return;
    case 2:
      await client.request('POST', SAVED_SEARCHES_API, { json: savedSearchBody(draft) });
      return;
    case 3:
      await client.request('POST', BUSINESS_CARDS_API, { json: businessCardBody(draft) });
      return;
    case 4:
      await patchMyProfile(client, profilePatch(draft));
      return;
    default:
      return;
  }
}

/** Marks the tour done (Skip Tour, close, dismiss, finish). */
export async function completeOnboarding(client: ApiClient): Promise<void> {
  await patchMyProfile(client, { onboardingCompleted: true });
}
