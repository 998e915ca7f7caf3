// A listing's key figures as the listing page names them in full: the facts (beds, baths, sqft, lot) and the deal
// figures (ARV, repairs, profit, ROI). The server writes them into a listing page's HTML before the site's script runs.
import { formatNumber, formatPrice, formatRoi } from '../format/money-format';
import { formatLotSize } from './property-format';

/** The numbers of a listing the key figures read; null ones are left out (facts) or shown as a dash (figures). */
export interface ListingKeyNumbers {
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  /** Square feet; shown in acres. */
  lotSize: number | null;
  arv: number | null;
  repairCost: number | null;
  profitPotential: number | null;
  roi: number | null;
}

/** The facts a listing has, in full words: ["3 beds", "2 baths", "1,450 sqft", "0.25 acres lot"]. */
export function listingFactTexts(listing: ListingKeyNumbers): string[] {
  const facts = [
    [listing.beds, 'beds'],
    [listing.baths, 'baths'],
    [listing.sqft, 'sqft'],
  ] as const;
  const texts = facts.flatMap(([value, unit]) => (value === null ? [] : [`${formatNumber(value)} ${unit}`]));
  const lot = formatLotSize(listing.lotSize);
  return lot ? [...texts, `${lot} lot`] : texts;
}

/** The deal figures with their labels: ARV, Repairs, Profit and ROI (a dash when unknown). */
export function listingDealFigures(listing: ListingKeyNumbers): { label: string; value: string }[] {
  return [
    { label: 'ARV', value: formatPrice(listing.arv) },
    { label: 'Repairs', value: formatPrice(listing.repairCost) },
    { label: 'Profit', value: formatPrice(listing.profitPotential) },
    { label: 'ROI', value: formatRoi(listing.roi) },
  ];
}
