// A listing as the Add Listing form holds it (texts as typed), and what it becomes: rule input, API body, figures.
import type { CallInput, ListingsContract } from '@dealloop/contract';
import {
  computeProfit,
  computeRoi,
  type ListingInput,
  type ListingNumberField,
  type PropertyType,
} from '@dealloop/core';

/** The form's fields, as typed. `propertyType` is '' until one is chosen. */
export interface ListingDraft {
  title: string;
  description: string;
  location: string;
  propertyType: PropertyType | '';
  price: string;
  beds: string;
  baths: string;
  sqft: string;
  lotSize: string;
  arv: string;
  repairCost: string;
}

/** A fresh form. */
export const EMPTY_DRAFT: ListingDraft = Object.freeze({
  title: '',
  description: '',
  location: '',
  propertyType: '',
  price: '',
  beds: '',
  baths: '',
  sqft: '',
  lotSize: '',
  arv: '',
  repairCost: '',
});

/** The form filled in from a listing, to edit it. */
export function draftOf(listing: {
  title: string;
  description: string | null;
  location: string;
  propertyType: PropertyType;
  price: number;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lotSize: number | null;
  arv: number | null;
  repairCost: number | null;
}): ListingDraft {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    title: listing.title,
    description: listing.description ?? '',
    location: listing.location,
    propertyType: listing.propertyType,
    price: String(listing.price),
    beds: text(listing.beds),
    baths: text(listing.baths),
    sqft: text(listing.sqft),
    lotSize: text(listing.lotSize),
    arv: text(listing.arv),
    repairCost: text(listing.repairCost),
  };
}

/** The numeric fields of the form, in the API's names. */
export const NUMBER_FIELDS: readonly ListingNumberField[] = [
  'price',
  'beds',
  'baths',
  'sqft',
  'lotSize',
  'arv',
  'repairCost',
];

/**
 * A number as typed: null when blank; thousands separators, a dollar sign and spaces are allowed
 * ("$150,000"); anything else that is not a plain decimal number is NaN (the rules then say "must be a number").
 */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (!cleaned) return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The draft as core's listing rules read it. */
export function draftInput(draft: ListingDraft, photoCount: number): ListingInput {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, parseAmount(draft[field])]));
  return {
    ...numbers,
    title: draft.title,
    description: draft.description,
    location: draft.location,
    propertyType: draft.propertyType || null,
    photoCount,
  };
}

/** The body of POST /api/v1/properties (the contract's CreatePropertyBody), sent by the form. */
export type ListingBody = NonNullable<CallInput<ListingsContract['create']>['json']>;

/**
 * The body of POST /api/v1/properties (CreatePropertyBody) for a draft that passed the rules (a price and a
 * property type are there: the form previews only such a draft).
 */
export function draftBody(draft: ListingDraft, imageIds: readonly string[]): ListingBody {
  const number = (field: ListingNumberField) => parseAmount(draft[field]);
  const price = number('price');
  const { propertyType } = draft;
  if (price === null || propertyType === '') throw new Error('A listing needs its price and property type.');
  return {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    location: draft.location.trim(),
    price,
    beds: number('beds'),
    baths: number('baths'),
    sqft: number('sqft'),
    lotSize: number('lotSize'),
    propertyType,
    arv: number('arv'),
    repairCost: number('repairCost'),
    imageIds: [...imageIds],
  };
}

/** Profit potential and ROI of a deal, the way the API computes them when it stores the listing. */
export interface DraftFigures {
  profit: number;
  /** Percent; null when nothing is put in (price and repairs 0). */
  roi: number | null;
}

/**
 * The figures the listing will show: none until the price and the ARV are numbers (the API stores none without
 * an ARV either); missing repairs count as 0.
 */
export function draftFigures(draft: ListingDraft): DraftFigures | null {
  const price = parseAmount(draft.price);
  const arv = parseAmount(draft.arv);
  const repairs = parseAmount(draft.repairCost) ?? 0;
  if (price === null || arv === null || !Number.isFinite(price + arv + repairs)) return null;
  const deal = { price, arv, repairCost: repairs };
  return { profit: computeProfit(deal), roi: computeRoi(deal) };
}

/** Whether anything has been typed or chosen. */
export function isDraftTouched(draft: ListingDraft): boolean {
  return (Object.keys(EMPTY_DRAFT) as (keyof ListingDraft)[]).some(
    (field) => draft[field].trim() !== EMPTY_DRAFT[field],
  );
}
