// The built-in assistant's router: detects what a message asks (Fair Housing, greeting, deal math, listing
// search, help content) and hands it to that handler; an honest "I don't know" when nothing fits.

import type { ChatMessage } from '@dealloop/contract';
import { LOOP_ANSWER_TEXTS } from '@dealloop/core';
import type { AssistantContext } from './assistant-context';
import { dealMath } from './deal-math-answer';
import { dealQuestionOf, impliedDealQuestion, parseDealNumbers } from './deal-math-parser';
import type { AnswerLanguage } from './deal-math-texts';
import { fairHousingAnswer, fairHousingConcern } from './fair-housing';
import { answerFromHits, DONT_KNOW_ANSWER, DONT_KNOW_ANSWER_ES, lookupKnowledge } from './knowledge-answer';
import { listingLookupAnswer } from './listing-lookup';
import {
  hasListingCriteria,
  leadingPlacePhrases,
  type ParsedListingQuery,
  parseListingQuery,
} from './listing-query-parser';
import { listingSearchAnswer, searchListings } from './listing-search';
import { isSpanish } from './money-words';

/** What a message asks for. */
export type Intent = 'fair_housing' | 'greeting' | 'deal_math' | 'listing_search' | 'knowledge' | 'unknown';

/** The answer to one message with the intent it was routed to. */
export interface RoutedAnswer {
  readonly intent: Intent;
  /** Markdown. */
  readonly text: string;
}

const GREETING =
  /^\s*(?:hi|hello|hey|yo|howdy|good (?:morning|afternoon|evening)|thanks|thank you|thx|ty)\b[\s!.,]*(?:loop)?[\s!.]*$/i;
const SPANISH_GREETING =
  /^\s*¡?\s*(?:hola|buen(?:os|as) (?:d[ií]as|tardes|noches)|gracias|muchas gracias)(?![\p{L}])[\s!.,]*(?:loop)?[\s!.]*$/iu;
const HOW_TO =
  /^\s*(?:how|why|where|explain|what(?:'s| is| are| does| do)\b|can i\b|should i\b|do i\b|is it\b|when\b)/i;
const SEARCH_WORDS =
  /\b(?:find|show|search|looking for|look for|listings?|deals?|property|properties|homes?|houses?|for sale|available|any)\b/i;

/** Someone selling, not searching ("I want to list my house"): the help content answers. */
const SELLING = /\b(?:list|sell|post|add|advertise)\s+(?:my|our|a|an|this)\b/i;

/** An explicit request for listings ("show me deals", "find houses"), with or without filters. */
const WANTS_LISTINGS =
  /\b(?:show|find|search|looking for|look for)\b.*\b(?:deals?|listings?|properties|homes?|houses?)\b/i;

/** Whether the query filters by ARV, profit or ROI. */
function hasMetricCriteria(query: ParsedListingQuery): boolean {
  return [query.minArv, query.maxArv, query.minProfit, query.minRoi].some((value) => value != null);
}

const GREETING_ANSWER_ES =
  '¡Hola! Puedo buscar anuncios ("casas en Dallas por menos de 150 mil"), hacer cálculos de tratos ("oferta máxima con ARV 200 mil y reparaciones 30 mil") y responder preguntas sobre wholesaling y cómo funciona DealLoop. ¿Qué busca?';

const GREETING_ANSWER =
  'Hi! I can search listings for you ("3 bed under 150k near Dallas"), run deal math ("MAO for ARV 200k, repairs 30k") and answer questions about wholesaling and how DealLoop works. What are you looking for?';

async function knownPlace(ctx: AssistantContext, query: ParsedListingQuery): Promise<boolean> {
  for (const phrase of query.places) if ((await ctx.deps.geo.geocode(phrase)).found) return true;
  return false;
}

async function searchAnswer(
  ctx: AssistantContext,
  query: ParsedListingQuery,
  language: AnswerLanguage,
): Promise<RoutedAnswer> {
  return { intent: 'listing_search', text: listingSearchAnswer(await searchListings(ctx, query), language) };
}

/** Routes the newest user message to its handler and answers it. */
export async function answerMessage(ctx: AssistantContext, text: string): Promise<RoutedAnswer> {
  const concern = fairHousingConcern(text);
  if (concern) return { intent: 'fair_housing', text: fairHousingAnswer(concern) };
  if (GREETING.test(text)) return { intent: 'greeting', text: GREETING_ANSWER };
  if (SPANISH_GREETING.test(text)) return { intent: 'greeting', text: GREETING_ANSWER_ES };

  const numbers = parseDealNumbers(text);
  const question = dealQuestionOf(text) ?? impliedDealQuestion(numbers);
  const given = [numbers.arv, numbers.price, numbers.salePrice, numbers.repairCost].some((n) => n !== null);
  const spanish = isSpanish(text);
  const language: AnswerLanguage = spanish ? 'es' : 'en';
  if (question && given) return { intent: 'deal_math', text: dealMath(question, numbers, { spanish }).text };

  const named = await listingLookupAnswer(ctx, text, language);
  if (named) return { intent: 'listing_search', text: named };

  const query = parseListingQuery(text);
  if (query.nearMe && !ctx.position && !query.places.length)
    return { intent: 'listing_search', text: LOOP_ANSWER_TEXTS.nearMeAsk[language] };
  const howTo = (HOW_TO.test(text) && !hasMetricCriteria(query)) || SELLING.test(text);
  const filtered =
    query.minBeds !== null ||
    query.minBaths !== null ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    hasMetricCriteria(query) ||
    Boolean(query.order) ||
    Boolean(query.nearMe);
  const asksForListings = SEARCH_WORDS.test(text) || query.types.length > 0;
  if (
    !howTo &&
    (filtered ||
      WANTS_LISTINGS.test(text) ||
      (asksForListings && (query.types.length > 0 || (await knownPlace(ctx, query)))))
  ) {
    return searchAnswer(ctx, query, language);
  }
  const hits = lookupKnowledge(text);
  if (hits.length) return { intent: 'knowledge', text: answerFromHits(hits) };
  if (question) return { intent: 'deal_math', text: dealMath(question, numbers, { spanish }).text };
  if (hasListingCriteria(query) && ((await knownPlace(ctx, query)) || filtered || query.types.length > 0)) {
    return searchAnswer(ctx, query, language);
  }
  return { intent: 'unknown', text: spanish ? DONT_KNOW_ANSWER_ES : DONT_KNOW_ANSWER };
}

/** A message that refines the previous search ("what about Austin?", "under 100k instead", "¿y en Austin?"). */
const FOLLOW_UP =
  /^\s*(?:what about|how about|and|also|now|only|just|same|what if)\b|\binstead\b|^\s*¿?\s*(?:y|qu[eé] tal|y si|s[oó]lo|tambi[eé]n|ahora|mejor)(?![\p{L}])|\ben su lugar\b/iu;

/** The previous search with what the follow-up changes. */
function refine(previous: ParsedListingQuery, next: ParsedListingQuery): ParsedListingQuery {
  return {
    minBeds: next.minBeds ?? previous.minBeds,
    minBaths: next.minBaths ?? previous.minBaths,
    minPrice: next.minPrice ?? previous.minPrice,
    maxPrice: next.maxPrice ?? previous.maxPrice,
    types: next.types.length ? next.types : previous.types,
    places: next.places.length ? next.places : previous.places,
    minArv: next.minArv ?? previous.minArv ?? null,
    maxArv: next.maxArv ?? previous.maxArv ?? null,
    minProfit: next.minProfit ?? previous.minProfit ?? null,
    minRoi: next.minRoi ?? previous.minRoi ?? null,
    order: next.order ?? previous.order ?? null,
    statuses: next.statuses?.includes('active') ? previous.statuses : next.statuses,
    nearMe: next.nearMe || previous.nearMe,
  };
}

/**
 * The built-in assistant's answer to a conversation: it answers the newest user message; a short follow-up to a
 * listing search ("what about Austin?") refines that search.
 */
export async function builtInAnswer(
  ctx: AssistantContext,
  messages: readonly ChatMessage[],
): Promise<string> {
  const users = messages.filter((message) => message.role === 'user');
  const last = users.at(-1)?.content ?? '';
  const previous = users.at(-2)?.content;
  if (previous && FOLLOW_UP.test(last) && !fairHousingConcern(last)) {
    const before = parseListingQuery(previous);
    const now = parseListingQuery(last);
    const rest = last.replace(/^\s*(?:what|how) about\s+/i, '');
    if (!now.places.length && rest !== last) {
      const leading = leadingPlacePhrases(rest);
      if (await knownPlace(ctx, { ...now, places: leading })) now.places = leading;
    }
    if (hasListingCriteria(before) && hasListingCriteria(now) && !dealQuestionOf(last)) {
      return (await searchAnswer(ctx, refine(before, now), isSpanish(last) ? 'es' : 'en')).text;
    }
  }
  return (await answerMessage(ctx, last)).text;
}
