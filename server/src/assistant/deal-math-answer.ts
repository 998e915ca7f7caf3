// Answers deal math questions with core's formulas (maxAllowableOffer, computeProfit, computeRoi), showing the
// formula and the numbers, or saying which numbers are missing.
import { computeProfit, computeRoi, formatPrice, formatRoi, maxAllowableOffer } from '@dealloop/core';
import type { DealNumbers, DealQuestion } from './deal-math-parser';
import { helpArticleLink } from './help-links';

const MAO_ARTICLE = helpArticleLink('mao-and-the-70-percent-rule');
const FEE_ARTICLE = helpArticleLink('assignment-fees-and-double-closes');
const ARV_ARTICLE = helpArticleLink('arv-and-repair-estimates');

/** The result of one deal math question, for the chat answer and for a model's tool call. */
export interface DealMathResult {
  readonly question: DealQuestion;
  /** The computed amounts by name (mao, profit, roiPercent, assignmentFee...), or null when numbers are missing. */
  readonly values: Readonly<Record<string, number | null>> | null;
  /** Markdown: the formula with the numbers, or what is missing. */
  readonly text: string;
}

const money = (value: number) => formatPrice(value);
const pct = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/** Options of an answer: Spanish questions get a Spanish headline (the working stays in figures). */
export interface DealMathOptions {
  readonly spanish?: boolean;
}

/** "ARV $200,000 · repairs $30,000": the inputs an answer used, so the asker can check them. */
function inputsLine(inputs: readonly [string, number | null][]): string {
  const given = inputs.filter((input): input is [string, number] => input[1] !== null);
  return `Inputs I used: ${given.map(([name, value]) => `${name} ${money(value)}`).join(' · ')}.`;
}

function missing(
  question: DealQuestion,
  needs: readonly string[],
  given: readonly [string, number | null][],
  example: string,
  article: string,
): DealMathResult {
  const known = given.filter(([, value]) => value !== null);
  const lines = [
    `To work that out I need ${needs.join(' and ')}. What ${needs.length === 1 ? 'is it' : 'are they'}?`,
    ...(known.length ? ['', `${inputsLine(known)} I won't assume the rest is zero.`] : []),
    '',
    `For example: "${example}". See [how the math works](${article}).`,
  ];
  return { question, values: null, text: lines.join('\n') };
}

function mao(numbers: DealNumbers, options: DealMathOptions): DealMathResult {
  const { arv, repairCost } = numbers;
  const fee = numbers.fee ?? 0;
  const percent = numbers.percent ?? 0.7;
  const given: [string, number | null][] = [
    ['ARV', arv],
    ['repairs', repairCost],
    ['assignment fee', numbers.fee],
  ];
  if (arv === null || repairCost === null) {
    const needs = [
      ...(arv === null ? ['the ARV (after-repair value)'] : []),
      ...(repairCost === null ? ['the repair estimate (say "no repairs" if there are none)'] : []),
    ];
    return missing('mao', needs, given, 'MAO for ARV 200k, repairs 30k', MAO_ARTICLE);
  }
  const value = maxAllowableOffer({ arv, repairCost, fee, percent });
  const formula = `MAO = ARV × ${pct(percent)} − repairs${fee ? ' − assignment fee' : ''}`;
  const numbersLine = `= ${money(arv)} × ${pct(percent)} − ${money(repairCost)}${fee ? ` − ${money(fee)}` : ''} = **${money(value)}**`;
  const lines = [
    ...(options.spanish ? [`**Oferta máxima permitida (MAO): ${money(value)}**`, ''] : []),
    `**Maximum allowable offer: ${money(value)}**`,
    '',
    `${inputsLine(given)} Rule: ${pct(percent)} of ARV.`,
    '',
    `\`${formula}\``,
    '',
    numbersLine,
  ];
  if (value <= 0) lines.push('', 'That is zero or less: at this ARV and repair cost no offer works.');
  else if (numbers.fee === null)
    lines.push(
      '',
      `That is the most a cash buyer should pay. To keep an assignment fee, subtract it: with a $10,000 fee you would offer the seller at most ${money(maxAllowableOffer({ arv, repairCost, fee: 10_000, percent }))}.`,
    );
  lines.push('', `More in [MAO and the 70% rule](${MAO_ARTICLE}).`);
  return { question: 'mao', values: { mao: value, arv, repairCost, fee, percent }, text: lines.join('\n') };
}

function roi(question: 'roi' | 'profit', numbers: DealNumbers, options: DealMathOptions): DealMathResult {
  const { arv, price, repairCost } = numbers;
  const given: [string, number | null][] = [
    ['price', price],
    ['ARV', arv],
    ['repairs', repairCost],
  ];
  if (arv === null || price === null || repairCost === null) {
    const needs = [
      ...(price === null ? ['the purchase price'] : []),
      ...(arv === null ? ['the ARV (after-repair value)'] : []),
      ...(repairCost === null ? ['the repair estimate (say "no repairs" if there are none)'] : []),
    ];
    return missing(question, needs, given, 'ROI if I buy at 120k, ARV 200k, repairs 25k', ARV_ARTICLE);
  }
  const deal = { price, arv, repairCost };
  const profit = computeProfit(deal);
  const roiPercent = computeRoi(deal);
  const lines = [
    ...(options.spanish
      ? [`**Ganancia potencial: ${money(profit)} · ROI: ${formatRoi(roiPercent)}**`, '']
      : []),
    `**Profit potential: ${money(profit)} · ROI: ${formatRoi(roiPercent)}**`,
    '',
    `${inputsLine(given)}`,
    '',
    '`Profit = ARV − price − repairs`',
    '',
    `= ${money(arv)} − ${money(price)} − ${money(repairCost)} = **${money(profit)}**`,
    '',
    '`ROI = profit ÷ (price + repairs) × 100`',
    '',
    `= ${money(profit)} ÷ ${money(price + repairCost)} × 100 = **${formatRoi(roiPercent)}**`,
    '',
    'This is before holding, closing and selling costs, which the 70% rule leaves room for.',
  ];
  return { question, values: { profit, roiPercent, arv, price, repairCost }, text: lines.join('\n') };
}

function assignmentFee(numbers: DealNumbers): DealMathResult {
  const { price, salePrice, arv } = numbers;
  if (price !== null && salePrice !== null) {
    const fee = salePrice - price;
    const text = [
      `**Assignment fee: ${money(fee)}**`,
      '',
      '`Assignment fee = price the end buyer pays − your contract price`',
      '',
      `= ${money(salePrice)} − ${money(price)} = **${money(fee)}**`,
      '',
      `More in [Assignment fees and double closes](${FEE_ARTICLE}).`,
    ].join('\n');
    return { question: 'assignment_fee', values: { assignmentFee: fee, price, salePrice }, text };
  }
  if (price !== null && arv !== null && numbers.repairCost !== null) {
    const repairCost = numbers.repairCost;
    const percent = numbers.percent ?? 0.7;
    const buyerMao = maxAllowableOffer({ arv, repairCost, percent });
    const fee = buyerMao - price;
    const text = [
      `**Room for an assignment fee: ${money(Math.max(0, fee))}**`,
      '',
      `A cash buyer pays at most \`ARV × ${pct(percent)} − repairs\` = ${money(arv)} × ${pct(percent)} − ${money(repairCost)} = ${money(buyerMao)}.`,
      '',
      `\`Fee = buyer's MAO − your contract price\` = ${money(buyerMao)} − ${money(price)} = **${money(fee)}**`,
      ...(fee <= 0
        ? ['', 'Your contract price is above what a cash buyer should pay, so there is no room for a fee.']
        : []),
      '',
      `More in [Assignment fees and double closes](${FEE_ARTICLE}).`,
    ].join('\n');
    return {
      question: 'assignment_fee',
      values: { assignmentFee: fee, buyerMao, price, arv, repairCost },
      text,
    };
  }
  return missing(
    'assignment_fee',
    ['your contract price', "either the end buyer's price or the ARV and repairs"],
    [
      ['contract price', price],
      ["end buyer's price", salePrice],
      ['ARV', arv],
    ],
    'assignment fee if I contract at 100k and sell at 115k',
    FEE_ARTICLE,
  );
}

/** Computes the answer to a deal math question. */
export function dealMath(
  question: DealQuestion,
  numbers: DealNumbers,
  options: DealMathOptions = {},
): DealMathResult {
  if (question === 'mao') return mao(numbers, options);
  if (question === 'assignment_fee') return assignmentFee(numbers);
  return roi(question, numbers, options);
}
