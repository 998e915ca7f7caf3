// What saving each step of the wizard sends: step 1 and 4 change the profile, 2 creates a saved search, 3 a card;
// a search or card the tour made before (this run, or an earlier run of the tour) is updated instead.
import type { ApiClient } from '@dealloop/client';
import { type BusinessCard, businessCardsApi, type CardFields } from '../business-cards/business-cards-api';
import { patchMyProfile } from '../profiles/profiles-api';
import { type SavedSearch, savedSearchesApi } from '../saved-searches/saved-searches-api';
import {
  accountPatch,
  businessCardBody,
  type OnboardingDraft,
  profilePatch,
  savedSearchBody,
} from './onboarding-draft';

/** The saved search and business card the tour edits: null until one exists. */
export interface TourRecords {
  savedSearchId: string | null;
  cardId: string | null;
}

/** A saved search as GET /me/saved-searches lists it (the part the tour shows; the contract's type). */
export type TourSavedSearch = Pick<SavedSearch, 'id' | 'name' | 'criteria'>;

/** A business card as GET /me/business-cards lists it (the part the tour shows). */
export type TourCard = Pick<BusinessCard, 'id'> & CardFields;

/**
 * What an earlier run of the tour set up: the first saved search (the list is newest first) and the first card
 * (oldest first). Re-running the tour shows and updates them rather than making second ones.
 */
export async function fetchTourRecords(
  client: ApiClient,
): Promise<{ search: TourSavedSearch | null; card: TourCard | null }> {
  const [searches, cards] = await Promise.all([
    savedSearchesApi.list(client),
    businessCardsApi(client).mine(),
  ]);
  return { search: searches.at(-1) ?? null, card: cards.items[0] ?? null };
}

/**
 * Saves step 1 to 4 of the draft; rejects when the API refuses. Other steps save nothing. Answers the records
 * after the step: step 2 and 3 create their search or card once, and update it afterwards.
 */
export async function saveOnboardingStep(
  client: ApiClient,
  step: number,
  draft: OnboardingDraft,
  records: TourRecords,
): Promise<TourRecords> {
  switch (step) {
    case 1:
      await patchMyProfile(client, accountPatch(draft));
      return records;
    case 2: {
      const json = savedSearchBody(draft);
      const saved = records.savedSearchId
        ? await savedSearchesApi.update(client, records.savedSearchId, json)
        : await savedSearchesApi.create(client, json);
      return { ...records, savedSearchId: saved.id };
    }
    case 3: {
      const json = businessCardBody(draft);
      const cards = businessCardsApi(client);
      const saved = records.cardId
        ? await cards.change({ params: { id: records.cardId }, json })
        : await cards.create({ json });
      return { ...records, cardId: saved.id };
    }
    case 4:
      await patchMyProfile(client, profilePatch(draft));
      return records;
    default:
      return records;
  }
}

/** Marks the tour done (Skip Tour, close, dismiss, finish). */
export async function completeOnboarding(client: ApiClient): Promise<void> {
  await patchMyProfile(client, { onboardingCompleted: true });
}
