// The rules of a listing's fields, shared by the listings API (its request schema) and the Add Listing form.

import { formatNumber } from '../format/money-format';
import { isPropertyType } from './listing-vocabulary';

/** Limits of a listing's fields (the spec does not show them). */
export const LISTING_LIMITS = Object.freeze({
  titleMinLength: 3,
  titleMaxLength: 120,
  descriptionMaxLength: 5000,
  locationMinLength: 3,
  locationMaxLength: 200,
  /** Photos of one listing. */
  maxPhotos: 30,
} as const);

/** The fields of a listing as the API names them (`imageIds` are its photos). */
export type ListingField =
  | 'title'
  | 'description'
  | 'location'
  | 'price'
  | 'beds'
  | 'baths'
  | 'sqft'
  | 'lotSize'
  | 'propertyType'
  | 'arv'
  | 'repairCost'
  | 'imageIds';

/** The name of each field in messages. */
export const LISTING_FIELD_LABELS: Readonly<Record<ListingField, string>> = Object.freeze({
  title: 'Title',
  description: 'Description',
  location: 'Location',
  price: 'Price',
  beds: 'Beds',
  baths: 'Baths',
  sqft: 'Square feet',
  lotSize: 'Lot size',
  propertyType: 'Property type',
  arv: 'ARV',
  repairCost: 'Repair cost',
  imageIds: 'Photos',
});

/** The numeric fields of a listing. */
export type ListingNumberField = 'price' | 'beds' | 'baths' | 'sqft' | 'lotSize' | 'arv' | 'repairCost';

/**
 * What a numeric field accepts: 0 (or more than 0 when `positive`) to `max`, in whole dollars, whole units or
 * halves; `required` or not.
 */
export interface ListingNumberRule {
  readonly required: boolean;
  readonly positive?: boolean;
  readonly max: number;
  readonly step: 'dollars' | 'whole' | 'half';
}

const AMOUNT_MAX = 100_000_000;

/** The rule of each numeric field. Lot size is in square feet. */
export const LISTING_NUMBER_RULES: Readonly<Record<ListingNumberField, ListingNumberRule>> = Object.freeze({
  price: { required: true, positive: true, max: AMOUNT_MAX, step: 'dollars' },
  beds: { required: false, max: 50, step: 'whole' },
  baths: { required: false, max: 50, step: 'half' },
  sqft: { required: false, max: 1_000_000, step: 'whole' },
  lotSize: { required: false, max: 500_000_000, step: 'whole' },
  arv: { required: false, max: AMOUNT_MAX, step: 'dollars' },
  repairCost: { required: false, max: AMOUNT_MAX, step: 'dollars' },
});

/** The messages of the listing rules, answered by the API and shown by the form. */
export const LISTING_MESSAGES = Object.freeze({
  titleTooShort: `Title must be at least ${LISTING_LIMITS.titleMinLength} characters.`,
  titleTooLong: `Title must be at most ${LISTING_LIMITS.titleMaxLength} characters.`,
  descriptionTooLong: `Description must be at most ${formatNumber(LISTING_LIMITS.descriptionMaxLength)} characters.`,
  locationRequired: 'Enter the property address or at least its city and state.',
  locationTooLong: `Location must be at most ${LISTING_LIMITS.locationMaxLength} characters.`,
  propertyTypeRequired: 'Choose a property type.',
  tooManyPhotos: `At most ${LISTING_LIMITS.maxPhotos} photos.`,
  bathsStep: 'Baths go in steps of 0.5.',
  required: (label: string) => `${label} is required.`,
  notANumber: (label: string) => `${label} must be a number.`,
  notWholeDollars: (label: string) => `${label} must be a whole number of dollars.`,
  notWholeNumber: (label: string) => `${label} must be a whole number.`,
  negative: (label: string) => `${label} cannot be negative.`,
  notPositive: (label: string) => `${label} must be more than $0.`,
  tooLarge: (label: string) => `${label} is too large.`,
});

/**
 * The problem with a value of a numeric field, or null when it is acceptable: a missing value (null) is fine
 * unless the field is required; otherwise it must be a finite number, in its step (whole dollars, whole units,
 * or halves for baths), not negative (not 0 for a positive field such as the price) and not above its max. Checked in that order, like the API.
 */
export function listingNumberProblem(
  field: ListingNumberField,
  value: number | null | undefined,
): string | null {
  const rule = LISTING_NUMBER_RULES[field];
  const label = LISTING_FIELD_LABELS[field];
  if (value === null || value === undefined) return rule.required ? LISTING_MESSAGES.required(label) : null;
  if (!Number.isFinite(value)) return LISTING_MESSAGES.notANumber(label);
  if (rule.step === 'half' && !Number.isInteger(value * 2)) return LISTING_MESSAGES.bathsStep;
  if (rule.step === 'dollars' && !Number.isInteger(value)) return LISTING_MESSAGES.notWholeDollars(label);
  if (rule.step === 'whole' && !Number.isInteger(value)) return LISTING_MESSAGES.notWholeNumber(label);
  if (value < 0) return LISTING_MESSAGES.negative(label);
  if (rule.positive && value === 0) return LISTING_MESSAGES.notPositive(label);
  if (value > rule.max) return LISTING_MESSAGES.tooLarge(label);
  return null;
}

/** A listing as a form holds it: texts as typed, numbers parsed (null when empty, NaN when unreadable). */
export type ListingInput = {
  readonly title: string;
  readonly description?: string | null;
  readonly location: string;
  readonly propertyType: string | null;
  /** How many photos the listing has. */
  readonly photoCount?: number;
} & { readonly [field in ListingNumberField]?: number | null };

/** The problem of each field of a listing that breaks a rule (texts are trimmed first, like the API does). */
export function listingProblems(input: ListingInput): Partial<Record<ListingField, string>> {
  const problems: Partial<Record<ListingField, string>> = {};
  const title = input.title.trim();
  if (title.length < LISTING_LIMITS.titleMinLength) problems.title = LISTING_MESSAGES.titleTooShort;
  else if (title.length > LISTING_LIMITS.titleMaxLength) problems.title = LISTING_MESSAGES.titleTooLong;
  if ((input.description?.trim().length ?? 0) > LISTING_LIMITS.descriptionMaxLength) {
    problems.description = LISTING_MESSAGES.descriptionTooLong;
  }
  const location = input.location.trim();
  if (location.length < LISTING_LIMITS.locationMinLength)
    problems.location = LISTING_MESSAGES.locationRequired;
  else if (location.length > LISTING_LIMITS.locationMaxLength)
    problems.location = LISTING_MESSAGES.locationTooLong;
  if (!isPropertyType(input.propertyType)) problems.propertyType = LISTING_MESSAGES.propertyTypeRequired;
  for (const field of Object.keys(LISTING_NUMBER_RULES) as ListingNumberField[]) {
    const problem = listingNumberProblem(field, input[field]);
    if (problem) problems[field] = problem;
  }
  if ((input.photoCount ?? 0) > LISTING_LIMITS.maxPhotos) problems.imageIds = LISTING_MESSAGES.tooManyPhotos;
  return problems;
}
