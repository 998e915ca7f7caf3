// Questions about particular listings named in words ("the Mesquite condo", "the Houston 5/1 ranch"): finds them
// among the listings the asker may see (through the same search service), answers one listing's figures and
// status, compares two or three in a table, and answers contact questions without giving out contact details.
import {
  EMPTY_SEARCH_FILTERS,
  formatPrice,
  formatRoi,
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  searchFiltersToApiQuery,
} from '@dealloop/core';
import { type PropertyView, SearchQuery } from '../properties/property-schemas';
import type { AssistantContext } from './assistant-context';

/** Listings read to find the named ones (one page of the search, newest first, every public status). */
const LOOKUP_SCAN = 50;

/** Words that never identify a listing. */
const NOISE = new Set(
  `the a an in of for with and vs versus compare between to is are it its how much what whats what's which
  profit arv roi repairs repair price listing listings deal deals property one this that still available sold seller
  sellers seller's owner phone number email contact details info about tell me me show figures numbers on there
  left does have has get give i my can you please cost costs status under contract`.split(/\s+/),
);

async function visibleListings(ctx: AssistantContext): Promise<PropertyView[]> {
  const filters = SearchQuery.parse(
    searchFiltersToApiQuery(
      { ...EMPTY_SEARCH_FILTERS, statuses: ['active', 'under_contract', 'sold'] },
      { limit: LOOKUP_SCAN },
    ),
  );
  const body = await ctx.deps.search.page({
    filters,
    place: null,
    placeInfo: null,
    viewer: ctx.viewer,
    from: null,
  });
  return (JSON.parse(new TextDecoder().decode(body)) as { items: PropertyView[] }).items;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\d/ ]+/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !NOISE.has(word));

/** How well a phrase names a listing: its words found in the title, location and type; "5/1" as beds/baths. */
function score(phrase: string, item: PropertyView): number {
  const haystack =
    `${item.title} ${item.location} ${item.city ?? ''} ${PROPERTY_TYPE_LABELS[item.propertyType]}`
      .toLowerCase()
      .replace(/[^\p{L}\d ]+/gu, ' ');
  const words = new Set(haystack.split(/\s+/));
  let total = 0;
  for (const word of wordsOf(phrase)) {
    const rooms = /^(\d)\/(\d(?:\.\d)?)$/.exec(word);
    if (rooms) total += item.beds === Number(rooms[1]) && item.baths === Number(rooms[2]) ? 2 : 0;
    else if (words.has(word) || words.has(word.replace(/s$/, ''))) total += 1;
  }
  return total;
}

/** The listing a phrase names best, or null when none matches at least `minimum` words or two tie. */
function bestMatch(phrase: string, items: readonly PropertyView[], minimum: number): PropertyView | null {
  const ranked = items
    .map((item) => ({ item, score: score(phrase, item) }))
    .filter((entry) => entry.score >= minimum)
    .sort((a, b) => b.score - a.score);
  if (!ranked.length) return null;
  if (ranked.length > 1 && ranked[1]!.score === ranked[0]!.score) return null;
  return ranked[0]!.item;
}

const link = (item: PropertyView) => `[${item.title.replace(/[[\]]/g, '')}](${item.path})`;
const orDash = (value: number | null, format: (n: number) => string) =>
  value === null ? '—' : format(value);

/** Whether the listing may be offered as available. */
const available = (item: PropertyView) => item.status === 'active';

function statusSentence(item: PropertyView): string {
  return available(item)
    ? 'It is active: available to make an offer.'
    : `It is ${PROPERTY_STATUS_LABELS[item.status]}, so it is not available.`;
}

/** One listing's figures. */
function figuresAnswer(item: PropertyView): string {
  const lines = [
    `**${link(item)}** · ${item.location} · ${PROPERTY_STATUS_LABELS[item.status]}`,
    '',
    `- Price: ${formatPrice(item.price)}`,
    `- ARV: ${orDash(item.arv, formatPrice)}`,
    `- Repairs: ${orDash(item.repairCost, formatPrice)}`,
    `- Profit potential: ${orDash(item.profitPotential, formatPrice)}`,
    `- ROI: ${orDash(item.roi, formatRoi)}`,
    '',
    statusSentence(item),
  ];
  if (item.arv === null || item.repairCost === null)
    lines.push('', 'The seller did not give every figure, so I cannot work out the profit for you.');
  return lines.join('\n');
}

/** A markdown table comparing listings. */
function compareAnswer(items: readonly PropertyView[]): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    row(['', ...items.map(link)]),
    row(['---', ...items.map(() => '---')]),
    row(['Price', ...items.map((item) => formatPrice(item.price))]),
    row(['ARV', ...items.map((item) => orDash(item.arv, formatPrice))]),
    row(['Repairs', ...items.map((item) => orDash(item.repairCost, formatPrice))]),
    row(['Profit', ...items.map((item) => orDash(item.profitPotential, formatPrice))]),
    row(['ROI', ...items.map((item) => orDash(item.roi, formatRoi))]),
    row(['Beds / baths', ...items.map((item) => `${item.beds ?? '—'} / ${item.baths ?? '—'}`)]),
    row(['Type', ...items.map((item) => PROPERTY_TYPE_LABELS[item.propertyType])]),
    row(['Location', ...items.map((item) => item.location)]),
    row(['Status', ...items.map((item) => PROPERTY_STATUS_LABELS[item.status])]),
  ].join('\n');
}

const COMPARE = /\bcompar(?:e|ar)\b\s*(?:the\s+)?(.+)/i;
const CONTACT = /\b(?:phone|number|email|e-mail|contact|call|text|reach|tel[eé]fono|correo)\b/i;
const ABOUT_ONE =
  /\b(?:profit|arv|roi|repairs?|price|figures|numbers|available|still|sold|status|under contract|ganancia|details|tell me about)\b/i;

/** Answers a question about named listings, or null when the message names none. */
export async function listingLookupAnswer(ctx: AssistantContext, text: string): Promise<string | null> {
  const compare = COMPARE.exec(text);
  const contact = CONTACT.test(text) && /\b(?:seller|owner|wholesaler|lister|agent|vendedor)\b/i.test(text);
  if (!compare && !contact && !ABOUT_ONE.test(text)) return null;
  const items = await visibleListings(ctx);
  if (compare) {
    const parts = compare[1]!.split(/\s*(?:,|\bwith\b|\band\b|\bvs\.?|\bversus\b|\bcon\b|\by\b|\bto\b)\s*/i);
    const found = [
      ...new Set(parts.map((part) => bestMatch(part, items, 1)).filter(Boolean)),
    ] as PropertyView[];
    if (found.length >= 2) return compareAnswer(found.slice(0, 3));
    return [
      'I couldn\'t tell which listings you mean. Name two or three by their title or town, for example "compare the Gulfton bungalow with the Houston ranch".',
      '',
      'You can also [browse the listings](/properties) and open each one.',
    ].join('\n');
  }
  const item = bestMatch(text, items, contact ? 1 : 2);
  if (contact) {
    const where = item ? ` Open ${link(item)}:` : ' Open the listing:';
    const how = ctx.viewer
      ? ' use Message or Make Offer there, and the seller answers you in DealLoop.'
      : ' sign in to message the seller or make an offer.';
    return `I don't give out sellers' phone numbers or emails in chat.${where}${how} Contact details show only where the seller has chosen to share them with you.`;
  }
  return item ? figuresAnswer(item) : null;
}
