// A wholesaler's buyers list: a buyer's fields, their limits and the one validation the join form, the CSV
// import and the API share; markets ("TX" or "Dallas, TX"), and the weekly cap of deal emails per buyer.
import { emailProblem } from '../accounts/account-rules';
import { phoneDigits } from '../format/phone-format';
import { isPropertyType, type PropertyType } from '../listings/listing-vocabulary';
import { isUsStateCode } from '../profiles/us-states';

/** At most this many deal emails reach one buyer of a list in 7 days. */
export const BUYER_DEAL_EMAILS_PER_WEEK = 2;
/** A join's confirmation link works this many days (double opt-in). */
export const BUYERS_LIST_CONFIRM_DAYS = 7;
/** At most one confirmation email per address and list in this many minutes (joining again meanwhile sends none). */
export const BUYERS_LIST_CONFIRM_RESEND_MINUTES = 10;
/** The longest buyers list (the CSV import refuses a file that would make it longer). */
export const BUYERS_LIST_MAX = 5000;
/** At most this many rows in one CSV import. */
export const BUYERS_IMPORT_MAX_ROWS = 2000;
/** Field limits. */
export const BUYER_LIMITS = Object.freeze({
  name: 120,
  markets: 20,
  market: 80,
  tags: 20,
  tag: 40,
  price: 1_000_000_000,
});

/** A market a buyer buys in: a whole state, or one city of a state. */
export interface BuyerMarket {
  readonly state: string;
  readonly city: string | null;
}

/** A buyer as entered (the join form, a CSV row, or the API). */
export interface BuyerFields {
  name: string;
  email: string;
  phone: string;
  /** Each "TX" or "Dallas, TX". */
  markets: string[];
  minPrice: number | null;
  maxPrice: number | null;
  propertyTypes: PropertyType[];
  proofOfFunds: boolean;
}

/** Texts of the buyers list rules (field problems, the consent, the cap). */
export const BUYER_RULE_MESSAGES = Object.freeze({
  nameRequired: 'Enter the buyer’s name.',
  nameTooLong: `The name can be at most ${BUYER_LIMITS.name} characters.`,
  phoneInvalid: 'Enter a 10-digit US phone number, or leave the phone empty.',
  marketsRequired: 'Add at least one market.',
  tooManyMarkets: `Add at most ${BUYER_LIMITS.markets} markets.`,
  marketInvalid: (market: string) =>
    `"${market}" is not a market: write a state code (TX) or a city and state (Dallas, TX).`,
  priceInvalid: 'Prices must be whole dollar amounts of 0 or more.',
  priceOrder: 'The minimum price cannot be above the maximum price.',
  propertyTypeInvalid: (type: string) => `"${type}" is not a property type.`,
  consentRequired: 'Please agree to be contacted before joining.',
  consent:
    'I agree that this investor may email, call or text me about properties for sale that match what I buy. I can remove myself from this list at any time with the link in every email.',
  tagInvalid: `A tag is 1 to ${BUYER_LIMITS.tag} characters.`,
  tooManyTags: `A buyer can have at most ${BUYER_LIMITS.tags} tags.`,
});

/** Reads a market as typed ("tx", "Dallas, TX", "dallas,tx"), or null when it names no US state. */
export function parseMarket(text: string): BuyerMarket | null {
  const parts = text.split(',').map((part) => part.trim().replace(/\s+/g, ' '));
  if (parts.length > 2 || text.length > BUYER_LIMITS.market) return null;
  const state = (parts[parts.length - 1] ?? '').toUpperCase();
  if (!isUsStateCode(state)) return null;
  if (parts.length === 1) return { state, city: null };
  const city = parts[0] ?? '';
  return city ? { state, city } : null;
}

/** A market as stored and shown: "TX" or "Dallas, TX". */
export function marketLabel(market: BuyerMarket): string {
  return market.city ? `${market.city}, ${market.state}` : market.state;
}

/** The buyer's fields as stored: trimmed, phone formatted by digits, markets in their label form. */
export function normalizeBuyer(fields: BuyerFields): BuyerFields {
  const markets = fields.markets
    .map((text) => parseMarket(text))
    .filter((market): market is BuyerMarket => market !== null)
    .map(marketLabel);
  return {
    name: fields.name.trim().replace(/\s+/g, ' '),
    email: fields.email.trim(),
    phone: phoneDigits(fields.phone),
    markets: [...new Set(markets)],
    minPrice: fields.minPrice,
    maxPrice: fields.maxPrice,
    propertyTypes: [...new Set(fields.propertyTypes)],
    proofOfFunds: fields.proofOfFunds,
  };
}

const validPrice = (price: number | null) =>
  price === null || (Number.isInteger(price) && price >= 0 && price <= BUYER_LIMITS.price);

/** Every problem with a buyer's fields (empty when they are valid). */
export function buyerProblems(fields: BuyerFields): string[] {
  const problems: string[] = [];
  const name = fields.name.trim();
  if (!name) problems.push(BUYER_RULE_MESSAGES.nameRequired);
  else if (name.length > BUYER_LIMITS.name) problems.push(BUYER_RULE_MESSAGES.nameTooLong);
  const email = emailProblem(fields.email);
  if (email) problems.push(email);
  if (fields.phone.trim() && phoneDigits(fields.phone).length !== 10)
    problems.push(BUYER_RULE_MESSAGES.phoneInvalid);
  const markets = fields.markets.filter((market) => market.trim() !== '');
  if (markets.length === 0) problems.push(BUYER_RULE_MESSAGES.marketsRequired);
  else if (markets.length > BUYER_LIMITS.markets) problems.push(BUYER_RULE_MESSAGES.tooManyMarkets);
  for (const market of markets) {
    if (!parseMarket(market)) problems.push(BUYER_RULE_MESSAGES.marketInvalid(market.trim()));
  }
  if (!validPrice(fields.minPrice) || !validPrice(fields.maxPrice))
    problems.push(BUYER_RULE_MESSAGES.priceInvalid);
  else if (fields.minPrice !== null && fields.maxPrice !== null && fields.minPrice > fields.maxPrice) {
    problems.push(BUYER_RULE_MESSAGES.priceOrder);
  }
  for (const type of fields.propertyTypes) {
    if (!isPropertyType(type)) problems.push(BUYER_RULE_MESSAGES.propertyTypeInvalid(String(type)));
  }
  return problems;
}

/** A tag as stored (trimmed, inner spaces collapsed), or null when it is empty or too long. */
export function normalizeTag(tag: string): string | null {
  const value = tag.trim().replace(/\s+/g, ' ');
  return value && value.length <= BUYER_LIMITS.tag ? value : null;
}

/** The 7-day window of the weekly cap: deal emails sent after this instant count against it. */
export function dealCapWindowStart(now: Date): Date {
  return new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
}
