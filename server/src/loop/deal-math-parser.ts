// Reads deal numbers from a chat message however they are written: "ARV is 200000 and repairs are 30000",
// "$200k ARV, 30k rehab", "arv 185,000 repair 22500 fee 10k", "ROI if I buy at 90k, ARV 160k, repairs 25k",
// "¿cuál es mi MAO si el ARV es 200k y las reparaciones 30k?". Each label takes the amount right after it or
// right before it (only filler words between, never a comma or "and"). Pure.
import { type AmountMatch, findAmounts, findPercent, isSpanish } from './money-words';

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

type Field = Exclude<keyof DealNumbers, 'percent'>;

/** The words of each amount, English and Spanish. */
export const DEAL_TERMS: Readonly<Record<Field, RegExp>> = {
  arv: /\b(?:arv|a\.r\.v\.|after[- ]repair(?:ed)? values?|resale(?: values?| prices?)?|re-?sale|worth after repairs|value after repairs|valor (?:despu[eé]s de (?:las )?reparaciones|de reventa|reparado)|reventa)(?![\p{L}])/giu,
  repairCost:
    /\b(?:repairs?(?: costs?| budget| estimates?)?|rehab(?: costs?| budget)?|renovations?|remodel(?:ing)?|fix[- ]?ups?|fixing(?: up)?|reno|work|construction|reparaciones|reparaci[oó]n|arreglos|remodelaci[oó]n)(?![\p{L}])/giu,
  price:
    /\b(?:buy(?:ing)?(?: it| this| the house| the property)? (?:at|for)|bought(?: it)? (?:at|for)|purchase(?: price)?(?: at| for)?|purchased(?: it)? (?:at|for)|acquisition(?: price| cost)?|pay(?:ing)?(?: for it)?|asking(?: price)?|contract(?:ed)?(?: price| it)?(?: at| for)?|under contract (?:at|for)|price(?:d at)?|get it (?:at|for)|offer(?:ing)? (?:at|of)|precio(?: de compra)?|compro(?: en| por)?|comprar(?:la|lo)?(?: en| por)|pago)(?![\p{L}])/giu,
  salePrice:
    /\b(?:sell(?: it)?(?: to (?:a|an|the|my) (?:end )?buyer)? (?:at|for)|assign(?: it)? (?:at|for)|buyer pays|end buyer (?:price|pays|at)|vendo(?: en| por)?)(?![\p{L}])/giu,
  fee: /\b(?:assignment fee|wholesale fee|wholesaling fee|my fee|fee|tarifa(?: de asignaci[oó]n)?|comisi[oó]n)(?![\p{L}])/giu,
};

/** Words that may stand between a label and the amount after it ("ARV is about 200k", "repairs are 30000"). */
const FILLER_AFTER = new Set(
  `is are was were of at about around roughly approximately approx abt for = : ~ be will would to in estimated est
  maybe like say total the my run come comes costs cost costing needed needs need es son de en
  unos unas alrededor aproximadamente como`
    .split(/\s+/)
    .filter(Boolean),
);
/** Words that may stand between an amount and the label after it ("30k in repairs", "$40,000 of work"). */
const FILLER_BEFORE = new Set('in of for on worth the needed de en para of'.split(' '));

/** Whether the text between a label and an amount is only filler words (no comma, "and" or other number). */
function onlyFiller(between: string, allowed: ReadonlySet<string>): boolean {
  if (/[,;.!?()\d]|\band\b|\by\b/i.test(between)) return false;
  const words = between.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return words.length <= 3 && words.every((word) => allowed.has(word));
}

interface Label {
  readonly field: Field;
  readonly index: number;
  readonly end: number;
}

/** Every label in the text, in order; a label inside a longer one ("fee" in "assignment fee") is dropped. */
function labelsOf(text: string): Label[] {
  const labels: Label[] = [];
  for (const field of Object.keys(DEAL_TERMS) as Field[]) {
    for (const match of text.matchAll(DEAL_TERMS[field])) {
      labels.push({ field, index: match.index, end: match.index + match[0].length });
    }
  }
  labels.sort((a, b) => a.index - b.index || b.end - a.end);
  const kept: Label[] = [];
  for (const label of labels) {
    if (!kept.some((other) => label.index < other.end && other.index < label.end)) kept.push(label);
  }
  return kept;
}

/** Assigns amounts to labels, each label trying one side first; answers the fields and how many it filled. */
function assign(
  text: string,
  labels: readonly Label[],
  amounts: readonly AmountMatch[],
  afterFirst: boolean,
) {
  const used = new Set<number>();
  const found: Partial<Record<Field, number>> = {};
  for (const label of labels) {
    if (found[label.field] !== undefined) continue;
    const after = amounts.findIndex(
      (amount, i) =>
        !used.has(i) &&
        amount.index >= label.end &&
        onlyFiller(text.slice(label.end, amount.index), FILLER_AFTER),
    );
    const before = amounts.findLastIndex(
      (amount, i) =>
        !used.has(i) &&
        amount.money &&
        amount.end <= label.index &&
        onlyFiller(text.slice(amount.end, label.index), FILLER_BEFORE),
    );
    const chosen = afterFirst ? (after >= 0 ? after : before) : before >= 0 ? before : after;
    if (chosen < 0) continue;
    used.add(chosen);
    found[label.field] = amounts[chosen]!.value;
  }
  return found;
}

/** "no repairs", "turnkey", "sin reparaciones": a repair cost of zero said in words. */
const NO_REPAIRS =
  /\b(?:no|zero|without|0)\s+(?:repairs?|rehab|work needed|fix[- ]?up)\b|\bturn-?key\b|\bmove-in ready\b|\bsin (?:reparaciones|arreglos)\b/i;
/** "no fee", "without a fee". */
const NO_FEE = /\b(?:no|zero|without an?)\s+(?:assignment )?fee\b|\bsin (?:tarifa|comisi[oó]n)\b/i;

/** Reads the numbers of a deal from a message. */
export function parseDealNumbers(text: string): DealNumbers {
  const amounts = findAmounts(text, { spanish: isSpanish(text) });
  const labels = labelsOf(text);
  const afterFirst = assign(text, labels, amounts, true);
  const beforeFirst = assign(text, labels, amounts, false);
  const found = Object.keys(beforeFirst).length > Object.keys(afterFirst).length ? beforeFirst : afterFirst;
  const value = (field: Field) => found[field] ?? null;
  return {
    arv: value('arv'),
    repairCost: value('repairCost') ?? (NO_REPAIRS.test(text) ? 0 : null),
    price: value('price'),
    salePrice: value('salePrice'),
    fee: value('fee') ?? (NO_FEE.test(text) ? 0 : null),
    percent: findPercent(text),
  };
}

const MAO_WORDS =
  /\b(?:mao|max(?:imum)? allowable offer|max(?:imum)?(?: \w+)? offer|max(?:imum)?(?: (?:i|we) (?:should|can|could)| to)? (?:offer|pay)|most (?:i|we) (?:should|can|could) (?:offer|pay)|how much (?:should|can|could|do) (?:i|we) (?:offer|pay)|what (?:should|can|could) (?:i|we) (?:offer|pay)|offer price|70 ?% rule|70 percent rule|oferta m[aá]xima|regla del? 70 ?(?:%|por ?ciento)|cu[aá]nto (?:debo|puedo) (?:ofrecer|pagar))(?![\p{L}])/iu;
const FEE_WORDS =
  /\b(?:assignment fee|wholesale fee|my fee|spread|tarifa de asignaci[oó]n|mi tarifa|mi comisi[oó]n)(?![\p{L}])/iu;
const ROI_WORDS = /\b(?:roi|return on investment|returns?|cash[- ]on[- ]cash|rendimiento|retorno)\b/i;
const PROFIT_WORDS = /\b(?:profit|margin|make on|net|ganancia|beneficio|utilidad)\b/i;

/** What a message asks to compute, or null when it is not a deal math question. */
export function dealQuestionOf(text: string): DealQuestion | null {
  if (MAO_WORDS.test(text)) return 'mao';
  if (ROI_WORDS.test(text)) return 'roi';
  // "with a 10k assignment fee" gives the fee; only a fee that was not given is asked for.
  if (FEE_WORDS.test(text) && parseDealNumbers(text).fee === null) return 'assignment_fee';
  if (PROFIT_WORDS.test(text)) return 'profit';
  return null;
}

/**
 * The question a message of bare numbers asks ("arv 185,000 repair 22500 fee 10k"): with a price, profit and ROI;
 * with an ARV and repairs or a fee, the MAO. Null when the numbers do not make a deal.
 */
export function impliedDealQuestion(numbers: DealNumbers): DealQuestion | null {
  if (numbers.arv === null) return null;
  if (numbers.price !== null) return 'roi';
  if (numbers.repairCost !== null || numbers.fee !== null) return 'mao';
  return null;
}
