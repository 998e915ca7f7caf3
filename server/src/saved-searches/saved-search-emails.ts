// The saved-search emails: one instant email for a new match, and the daily digest of a user's waiting matches.
import {
  formatPrice,
  propertyDetailPath,
  publicLocation,
  SAVED_SEARCH_TEXTS,
  SAVED_SEARCHES_PATH,
} from '@dealloop/core';
import type { Property } from '../db/schema';

/** Subject and body of an email. */
export interface EmailContent {
  subject: string;
  text: string;
}

const listingLink = (publicUrl: string, propertyId: string) =>
  `${publicUrl}${propertyDetailPath(propertyId)}`;

/** The instant email telling a search's owner about one new match. */
export function instantMatchEmail(publicUrl: string, searchName: string, property: Property): EmailContent {
  const text = SAVED_SEARCH_TEXTS.instantText(
    searchName,
    property.title,
    formatPrice(property.price),
    publicLocation(property),
    listingLink(publicUrl, property.id),
  );
  return {
    subject: SAVED_SEARCH_TEXTS.instantSubject(searchName),
    text: `${text}\n\n${SAVED_SEARCH_TEXTS.manageLink(`${publicUrl}${SAVED_SEARCHES_PATH}`)}`,
  };
}

/** One line of a digest: the search and the listing that matched it. */
export interface DigestEntry {
  searchName: string;
  property: Pick<Property, 'id' | 'title' | 'price'>;
}

/** The daily digest of a user's matches, one line each (a listing matching two searches shows twice). */
export function digestEmail(publicUrl: string, entries: readonly DigestEntry[]): EmailContent {
  const listings = new Set(entries.map((entry) => entry.property.id)).size;
  const lines = entries.map((entry) =>
    SAVED_SEARCH_TEXTS.digestLine(
      entry.searchName,
      entry.property.title,
      formatPrice(entry.property.price),
      listingLink(publicUrl, entry.property.id),
    ),
  );
  return {
    subject: SAVED_SEARCH_TEXTS.digestSubject(listings),
    text: [
      SAVED_SEARCH_TEXTS.digestIntro,
      '',
      ...lines,
      '',
      SAVED_SEARCH_TEXTS.manageLink(`${publicUrl}${SAVED_SEARCHES_PATH}`),
    ].join('\n'),
  };
}
