// How well one buyer of a buyers list fits one listing: market, price range and property type, each explained.

import { PROPERTY_TYPE_LABELS, type PropertyType } from '../listings/listing-vocabulary';
import { formatPrice } from '../listings/property-format';
import { parseMarket } from './buyers-list';

/** The listing fields a match reads. */
export interface MatchListing {
  readonly city: string | null;
  readonly state: string | null;
  readonly price: number;
  readonly propertyType: string;
}

/** The buyer fields a match reads (markets as stored: "TX" or "Dallas, TX"). */
export interface MatchBuyer {
  readonly markets: readonly string[];
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly propertyTypes: readonly string[];
  /**
   * The buyer's current verified funds (the badge's "up to"), null when they have none; left out, the match has
   * no funds criterion (a buyer who is no DealLoop member).
   */
  readonly verifiedFundsUpTo?: number | null;
}

/** One criterion of a match. */
export interface MatchCriterion {
  readonly criterion: 'market' | 'price' | 'propertyType' | 'verifiedFunds';
  readonly label: string;
  readonly met: boolean;
  readonly explanation: string;
}

/**
 * A buyer's match against a listing: 0 to 100 (an equal share per criterion met: market, price, type and, when
 * known, verified funds), `matches` when market, price and type are.
 */
export interface BuyerMatch {
  readonly score: number;
  readonly matches: boolean;
  readonly criteria: readonly MatchCriterion[];
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function marketCriterion(buyer: MatchBuyer, listing: MatchListing): MatchCriterion {
  const place = [listing.city, listing.state].filter(Boolean).join(', ') || 'an unknown place';
  const hit = buyer.markets.find((text) => {
    const market = parseMarket(text);
    if (!market || !listing.state || market.state !== listing.state.toUpperCase()) return false;
    return market.city === null || (listing.city !== null && sameText(market.city, listing.city));
  });
  return {
    criterion: 'market',
    label: 'Market',
    met: hit !== undefined,
    explanation: hit
      ? `${place} is in the buyer’s market ${hit}.`
      : `${place} is outside the buyer’s markets.`,
  };
}

function priceCriterion(buyer: MatchBuyer, listing: MatchListing): MatchCriterion {
  const price = formatPrice(listing.price);
  const low = buyer.minPrice !== null && listing.price < buyer.minPrice;
  const high = buyer.maxPrice !== null && listing.price > buyer.maxPrice;
  let explanation = `${price} fits the buyer’s price range.`;
  if (buyer.minPrice === null && buyer.maxPrice === null) explanation = 'The buyer takes any price.';
  if (low) explanation = `${price} is below the buyer’s minimum of ${formatPrice(buyer.minPrice)}.`;
  if (high) explanation = `${price} is above the buyer’s maximum of ${formatPrice(buyer.maxPrice)}.`;
  return { criterion: 'price', label: 'Price', met: !low && !high, explanation };
}

function typeCriterion(buyer: MatchBuyer, listing: MatchListing): MatchCriterion {
  const label = PROPERTY_TYPE_LABELS[listing.propertyType as PropertyType] ?? listing.propertyType;
  const any = buyer.propertyTypes.length === 0;
  const met = any || buyer.propertyTypes.includes(listing.propertyType);
  let explanation = any ? 'The buyer takes any property type.' : `The buyer buys ${label}.`;
  if (!met) explanation = `The buyer does not buy ${label}.`;
  return { criterion: 'propertyType', label: 'Property type', met, explanation };
}

function fundsCriterion(upTo: number | null, listing: MatchListing): MatchCriterion {
  const price = formatPrice(listing.price);
  const met = upTo !== null && upTo >= listing.price;
  let explanation = 'The buyer has no current verified proof of funds.';
  if (upTo !== null) {
    explanation = met
      ? `The buyer’s verified funds of ${formatPrice(upTo)} cover ${price}.`
      : `The buyer’s verified funds of ${formatPrice(upTo)} are below ${price}.`;
  }
  return { criterion: 'verifiedFunds', label: 'Verified funds', met, explanation };
}

/** Scores a buyer against a listing; a buyer with no price bounds or no property types takes any. */
export function buyerMatch(buyer: MatchBuyer, listing: MatchListing): BuyerMatch {
  const criteria = [
    marketCriterion(buyer, listing),
    priceCriterion(buyer, listing),
    typeCriterion(buyer, listing),
  ];
  const matches = criteria.every((criterion) => criterion.met);
  if (buyer.verifiedFundsUpTo !== undefined) criteria.push(fundsCriterion(buyer.verifiedFundsUpTo, listing));
  const met = criteria.filter((criterion) => criterion.met).length;
  return { score: Math.round((met / criteria.length) * 100), matches, criteria };
}
