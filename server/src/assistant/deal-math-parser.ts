// Reads deal numbers from a chat message: "MAO for ARV 200k repairs 30k", "ROI if I buy at 120k, ARV 200k,
// repairs 25k", "assignment fee if I contract at 100k and sell at 115k". Pure.
import { findAmounts, findPercent } from './money-words';

/** The numbers of a deal named in a message; null for what was not named. */
export interface DealNumbers {
  arv: number | null;
  repairCost: number | null;
  /** Purchase or contract price. */
  price: number | null;
  /** The price an end buyer pays the wholesaler (for the assignment fee). */
  salePrice: number | null;
  fee: number | null;
  /** Share of ARV for the MAO rule (0.7 when not named). */
  percent: number | null;
}

/** What the message asks to compute. */
export type DealQuestion = 'mao' | 'roi' | 'assignment_fee' | 'profit';

const LABELS: Record<Exclude<keyof DealNumbers, 'percent'>, RegExp> = {
  arv: /\b(?:arv|after[- ]repair(?:ed)? value|resale value|worth after repairs)\b/gi,
  repairCost: /\b(?:repairs?|repair costs?|rehab|renovations?|fix(?:ing)?(?: up)?|reno)\b/gi,
  price:
    /\b(?:buy(?: it)? (?:at|for)|bought (?:at|for)|purchase(?: price)?|purchased (?:at|for)|pay(?:ing)?|asking(?: price)?|contract(?:ed)?(?: price| it)?(?: at| for)?|under contract (?:at|for)|price(?:d at)?|cost(?:s)?|offer(?:ing)? (?:at|of))\b/gi,
  salePrice:
    /\b(?:sell(?: it)?(?: to (?:a|an|the|my) (?:end )?buyer)? (?:at|for)|assign(?: it)? (?:at|for)|buyer pays|end buyer (?:price|pays|at))\b/gi,
  fee: /\b(?:assignment fee|wholesale fee|my fee|fee)\b/gi,
};

const FILLER =
  /^\s*(?:of|is|=|:|at|around|about|roughly|for|was|will be|would be|to be|~)?\s*(?:of|is|at|about|around)?\s*$/i;
const AFTER_FILLER = /^\s*(?:in|of|for|on)?\s*$/i;

/** Reads the numbers of a deal from a message. */
export function parseDealNumbers(text: string): DealNumbers {
  const amounts = findAmounts(text).filter((amount) => amount.money || amount.value >= 100);
  const used = new Set<number>();
  const numbers: DealNumbers = {
    arv: null,
    repairCost: null,
    price: null,
    salePrice: null,
    fee: null,
    percent: findPercent(text),
  };
  // Sale price before price: "sell at" must not be read as a purchase price; fee before price ("fee of").
  const order: (keyof typeof LABELS)[] = ['salePrice', 'arv', 'repairCost', 'fee', 'price'];
  for (const field of order) {
    for (const label of text.matchAll(LABELS[field])) {
      if (numbers[field] !== null) break;
      const labelEnd = label.index + label[0].length;
      const after = amounts.find(
        (amount, i) =>
          !used.has(i) && amount.index >= labelEnd && FILLER.test(text.slice(labelEnd, amount.index)),
      );
      const before = amounts.findLast(
        (amount, i) =>
          !used.has(i) && amount.end <= label.index && AFTER_FILLER.test(text.slice(amount.end, label.index)),
      );
      const chosen = after ?? before;
      if (chosen) {
        numbers[field] = chosen.value;
        used.add(amounts.indexOf(chosen));
      }
    }
  }
  return numbers;
}

/** What a message asks to compute, or null when it is not a deal math question. */
export function dealQuestionOf(text: string): DealQuestion | null {
  if (
    /\b(?:mao|max(?:imum)? allowable offer|max(?:imum)? offer|most (?:i|we) (?:should|can) (?:offer|pay)|70 ?%|70 percent)\b/i.test(
      text,
    )
  )
    return 'mao';
  if (/\b(?:assignment fee|wholesale fee|my fee|spread)\b/i.test(text)) return 'assignment_fee';
  if (/\b(?:roi|return on investment|return|cash[- ]on[- ]cash)\b/i.test(text)) return 'roi';
  if (/\b(?:profit|margin|make on|net)\b/i.test(text)) return 'profit';
  return null;
}
