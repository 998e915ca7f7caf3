// When the location search box queries for suggestions (rule: docs/product/search.md).

import { LOCATION_SEARCH } from '../listings/domain';

/**
 * Whether a location search should run: the text, once trimmed, has at least 2 characters (so blank and
 * whitespace-padded single characters never query).
 */
export function shouldSearchLocation(text: string | null | undefined): boolean {
  return (text?.trim().length ?? 0) >= LOCATION_SEARCH.minLength;
}
