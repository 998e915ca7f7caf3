// The wizard's form: every field of steps 1 to 4, filled from the profile, and what each step checks and sends.
import type { CurrentUser } from '@dealloop/client';
import { type OnboardingFields, type PropertyType, validateOnboardingStep } from '@dealloop/core';
import type { MyProfile, MyProfilePatch } from '../profiles/profiles-api';
import type { TourCard, TourSavedSearch } from './onboarding-save';

/** Every field the wizard asks for. Prices are the select's value: '' for no bound, else whole dollars. */
export interface OnboardingDraft {
  account: {
    fullName: string;
    email: string;
    phone: string;
    companyName: string;
    website: string;
    address: string;
  };
  search: {
    name: string;
    location: string;
    minPrice: string;
    maxPrice: string;
    propertyType: PropertyType | '';
  };
  card: { fullName: string; email: string; phone: string; companyName: string; companyLogo: string };
  profile: { fullName: string; bio: string; specialty: string; profileTemplate: string; avatarUrl: string };
}

/** A draft filled from the profile (or, without one, from the signed-in user). */
export function draftFrom(profile: MyProfile | null, user: CurrentUser | null): OnboardingDraft {
  const fullName = profile?.fullName ?? user?.fullName ?? '';
  const email = profile?.email ?? user?.email ?? '';
  const phone = profile?.phone ?? '';
  const companyName = profile?.companyName ?? '';
  return {
    account: {
      fullName,
      email,
      phone,
      companyName,
      website: profile?.website ?? '',
      address: profile?.address ?? '',
    },
    search: { name: '', location: '', minPrice: '', maxPrice: '', propertyType: '' },
    card: { fullName, email, phone, companyName, companyLogo: profile?.companyLogo ?? '' },
    profile: {
      fullName,
      bio: profile?.bio ?? '',
      specialty: profile?.specialty ?? '',
      profileTemplate: profile?.profileTemplate ?? '',
      avatarUrl: profile?.avatarUrl ?? '',
    },
  };
}

/** A draft showing the saved search and card an earlier run of the tour made (they are updated, not doubled). */
export function draftWithRecords(
  draft: OnboardingDraft,
  found: { search: TourSavedSearch | null; card: TourCard | null },
): OnboardingDraft {
  const { search, card } = found;
  const bound = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...draft,
    search: search
      ? {
          name: search.name,
          location: search.criteria.location,
          minPrice: bound(search.criteria.minPrice),
          maxPrice: bound(search.criteria.maxPrice),
          propertyType: (search.criteria.propertyType ?? '') as PropertyType | '',
        }
      : draft.search,
    card: card
      ? {
          fullName: card.fullName,
          email: card.email,
          phone: card.phoneNumber ?? '',
          companyName: card.companyName ?? '',
          companyLogo: card.companyLogo ?? '',
        }
      : draft.card,
  };
}

const orKeep = (current: string, from: string) => (current.trim() ? current : from);

/** After step 1 saves: the card's and profile's empty fields take the account's values. */
export function carryAccountForward(draft: OnboardingDraft): OnboardingDraft {
  const { account, card, profile } = draft;
  return {
    ...draft,
    card: {
      ...card,
      fullName: orKeep(card.fullName, account.fullName),
      email: orKeep(card.email, account.email),
      phone: orKeep(card.phone, account.phone),
      companyName: orKeep(card.companyName, account.companyName),
    },
    profile: { ...profile, fullName: orKeep(profile.fullName, account.fullName) },
  };
}

/** The fields core's `validateOnboardingStep` checks for a step. */
export function fieldsOfStep(step: number, draft: OnboardingDraft): OnboardingFields {
  switch (step) {
    case 1:
      return { full_name: draft.account.fullName, email: draft.account.email };
    case 2:
      return { name: draft.search.name, location: draft.search.location };
    case 3:
      return { full_name: draft.card.fullName, email: draft.card.email };
    case 4:
      return {
        full_name: draft.profile.fullName,
        bio: draft.profile.bio,
        profile_template: draft.profile.profileTemplate,
      };
    default:
      return {};
  }
}

/** The spec's message when a step's required fields are missing, else null. */
export function stepProblem(step: number, draft: OnboardingDraft): string | null {
  return validateOnboardingStep(step, fieldsOfStep(step, draft));
}

const trimmed = (value: string) => value.trim();
const orNull = (value: string) => (value.trim() ? value.trim() : null);
const price = (value: string) => (value === '' ? null : Number(value));

/** Step 1's profile change: the account fields. */
export function accountPatch(draft: OnboardingDraft): MyProfilePatch {
  const a = draft.account;
  return {
    fullName: trimmed(a.fullName),
    email: trimmed(a.email),
    phone: orNull(a.phone),
    companyName: orNull(a.companyName),
    website: orNull(a.website),
    address: orNull(a.address),
  };
}

/** Step 2's new saved search. */
export function savedSearchBody(draft: OnboardingDraft) {
  const s = draft.search;
  return {
    name: trimmed(s.name),
    criteria: {
      location: trimmed(s.location),
      minPrice: price(s.minPrice),
      maxPrice: price(s.maxPrice),
      propertyType: s.propertyType === '' ? null : s.propertyType,
    },
  };
}

/** Step 3's new business card (phone and company only when given). */
export function businessCardBody(draft: OnboardingDraft) {
  const c = draft.card;
  return {
    fullName: trimmed(c.fullName),
    email: trimmed(c.email),
    ...(c.phone.trim() ? { phoneNumber: c.phone.trim() } : {}),
    ...(c.companyName.trim() ? { companyName: c.companyName.trim() } : {}),
    ...(c.companyLogo ? { companyLogo: c.companyLogo } : {}),
  };
}

/** Step 4's profile change: it publishes the profile. */
export function profilePatch(draft: OnboardingDraft): MyProfilePatch {
  const p = draft.profile;
  return {
    fullName: trimmed(p.fullName),
    bio: trimmed(p.bio),
    specialty: orNull(p.specialty),
    profileTemplate: p.profileTemplate as MyProfile['profileTemplate'],
    avatarUrl: p.avatarUrl || null,
    profilePublished: true,
  };
}
