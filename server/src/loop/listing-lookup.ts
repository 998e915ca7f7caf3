// Questions about particular listings named in words ("the Mesquite condo", "the Houston 5/1 ranch"): finds them
// among the listings the asker may see (through the same search service), answers one listing's figures and
// status, compares two or three in a table, and answers contact questions without giving out contact details.

import { type PropertyView, SearchQuery } from '@dealloop/contract';
import {
  EMPTY_SEARCH_FILTERS,
  formatPrice,
  formatRoi,
  PROPERTY_TYPE_LABELS,
  searchFiltersToApiQuery,
} from '@dealloop/core';
import type { AssistantContext } from './assistant-context';
import type { AnswerLanguage } from './deal-math-texts';
import { LISTING_ANSWER_TEXTS, type ListingAnswerTexts } from './listing-answer-texts';

/** Listings read to find the named ones (one page of the search, newest first, every public status). */
const LOOKUP_SCAN = 50;

/** Words that never identify a listing. */
const NOISE = new Set(
  `the a an in of for with and vs versus compare between to is are it its how much what whats what's which
  profit arv roi repairs repair price listing listings deal deals property one this that still available sold seller
  sellers seller's owner phone number email contact details info about tell me me show figures numbers on there
  left does have has get give i my can you please cost costs status under contract
  el la los las del de en es está esta sigue disponible disponibles vendida vendido cuánto cuánta cuanto cuanta
  cuál cual tiene tienen ganancia precio reparaciones teléfono telefono correo vendedor dueño compara comparar
  con y a qué que anuncio propiedad datos cifras detalles`.split(/\s+/),
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

function statusSentence(item: PropertyView, t: ListingAnswerTexts): string {
  return available(item) ? t.availableNow : t.notAvailable(t.statusLabels[item.status]);
}

/** One listing's figures. */
function figuresAnswer(item: PropertyView, t: ListingAnswerTexts): string {
  const lines = [
    `**${link(item)}** · ${item.location} · ${t.statusLabels[item.status]}`,
    '',
    `- ${t.figures.price}: ${formatPrice(item.price)}`,
    `- ${t.figures.arv}: ${orDash(item.arv, formatPrice)}`,
    `- ${t.figures.repairs}: ${orDash(item.repairCost, formatPrice)}`,
    `- ${t.figures.profit}: ${orDash(item.profitPotential, formatPrice)}`,
    `- ${t.figures.roi}: ${orDash(item.roi, formatRoi)}`,
    '',
    statusSentence(item, t),
  ];
  if (item.arv === null || item.repairCost === null) lines.push('', t.missingFigures);
  return lines.join('\n');
}

/** A markdown table comparing listings. */
function compareAnswer(items: readonly PropertyView[], t: ListingAnswerTexts): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    row(['', ...items.map(link)]),
    row(['---', ...items.map(() => '---')]),
    row([t.figures.price, ...items.map((item) => formatPrice(item.price))]),
    row([t.figures.arv, ...items.map((item) => orDash(item.arv, formatPrice))]),
    row([t.figures.repairs, ...items.map((item) => orDash(item.repairCost, formatPrice))]),
    row([t.figures.profitShort, ...items.map((item) => orDash(item.profitPotential, formatPrice))]),
    row([t.figures.roi, ...items.map((item) => orDash(item.roi, formatRoi))]),
    row([t.bedsBaths, ...items.map((item) => `${item.beds ?? '—'} / ${item.baths ?? '—'}`)]),
    row([t.type, ...items.map((item) => t.typeLabels[item.propertyType])]),
    row([t.location, ...items.map((item) => item.location)]),
    row([t.status, ...items.map((item) => t.statusLabels[item.status])]),
  ].join('\n');
}

const COMPARE = /\bcompar(?:e|ar|a)\b\s*(?:the\s+|el\s+|la\s+)?(.+)/i;
const CONTACT = /\b(?:phone|number|email|e-mail|contact|call|text|reach|tel[eé]fono|correo)\b/i;
const ABOUT_ONE =
  /\b(?:profit|arv|roi|repairs?|price|figures|numbers|available|still|sold|status|under contract|ganancia|details|tell me about|disponible|sigue|vendid[ao]|precio|reparaciones|cifras|detalles|estado)\b/i;

/** Answers a question about named listings, or null when the message names none. */
export async function listingLookupAnswer(
  ctx: AssistantContext,
  text: string,
  language: AnswerLanguage = 'en',
): Promise<string | null> {
  const t = LISTING_ANSWER_TEXTS[language];
  const compare = COMPARE.exec(text);
  const contact =
    CONTACT.test(text) &&
    /\b(?:seller|owner|wholesaler|lister|agent|vendedor|propietario|due[nñ]o)/i.test(text);
  if (!compare && !contact && !ABOUT_ONE.test(text)) return null;
  const items = await visibleListings(ctx);
  if (compare) {
    const parts = compare[1]!.split(/\s*(?:,|\bwith\b|\band\b|\bvs\.?|\bversus\b|\bcon\b|\by\b|\bto\b)\s*/i);
    const found = [
      ...new Set(parts.map((part) => bestMatch(part, items, 1)).filter(Boolean)),
    ] as PropertyView[];
    if (found.length >= 2) return compareAnswer(found.slice(0, 3), t);
    return t.compareUnclear.join('\n');
  }
  const item = bestMatch(text, items, contact ? 1 : 2);
  if (contact) {
    const how = ctx.viewer ? t.howSignedIn : t.howAnonymous;
    return `${t.noContactDetails}${t.openListing(item ? link(item) : null)}${how}${t.contactWhereShared}`;
  }
  return item ? figuresAnswer(item, t) : null;
}
