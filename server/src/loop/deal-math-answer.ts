// Answers deal math questions with core's formulas (maxAllowableOffer, computeProfit, computeRoi), showing the
// formula and the numbers, or saying which numbers are missing; in Spanish when asked in Spanish.
import { computeProfit, computeRoi, formatPrice, formatRoi, maxAllowableOffer } from '@dealloop/core';
import type { DealNumbers, DealQuestion } from './deal-math-parser';
import { type AnswerLanguage, DEAL_MATH_TEXTS, type DealMathTexts } from './deal-math-texts';
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

/** Options of an answer: a question asked in Spanish is answered in Spanish. */
export interface DealMathOptions {
  readonly spanish?: boolean;
}

/** "ARV $200,000 · repairs $30,000": the inputs an answer used, so the asker can check them. */
function inputsLine(t: DealMathTexts, inputs: readonly [string, number | null][]): string {
  const given = inputs.filter((input): input is [string, number] => input[1] !== null);
  return `${t.inputsUsed}: ${given.map(([name, value]) => `${name} ${money(value)}`).join(' · ')}.`;
}

function missing(
  t: DealMathTexts,
  question: DealQuestion,
  needs: readonly string[],
  given: readonly [string, number | null][],
  example: string,
  article: string,
): DealMathResult {
  const known = given.filter(([, value]) => value !== null);
  const lines = [
    t.needIntro(needs),
    ...(known.length ? ['', `${inputsLine(t, known)} ${t.noZeroAssumed}`] : []),
    '',
    t.example(example, article),
  ];
  return { question, values: null, text: lines.join('\n') };
}

function mao(t: DealMathTexts, numbers: DealNumbers): DealMathResult {
  const { arv, repairCost } = numbers;
  const fee = numbers.fee ?? 0;
  const percent = numbers.percent ?? 0.7;
  const given: [string, number | null][] = [
    [t.names.arv, arv],
    [t.names.repairs, repairCost],
    [t.names.fee, numbers.fee],
  ];
  if (arv === null || repairCost === null) {
    const needs = [...(arv === null ? [t.needs.arv] : []), ...(repairCost === null ? [t.needs.repairs] : [])];
    return missing(t, 'mao', needs, given, t.examples.mao, MAO_ARTICLE);
  }
  const value = maxAllowableOffer({ arv, repairCost, fee, percent });
  const numbersLine = `= ${money(arv)} × ${pct(percent)} − ${money(repairCost)}${fee ? ` − ${money(fee)}` : ''} = **${money(value)}**`;
  const lines = [
    t.maoHeadline(money(value)),
    '',
    `${inputsLine(t, given)} ${t.rule(pct(percent))}`,
    '',
    `\`${t.maoFormula(pct(percent), fee !== 0)}\``,
    '',
    numbersLine,
  ];
  if (value <= 0) lines.push('', t.noOfferWorks);
  else if (numbers.fee === null)
    lines.push('', t.cashBuyerMost(money(maxAllowableOffer({ arv, repairCost, fee: 10_000, percent }))));
  lines.push('', t.maoMore(MAO_ARTICLE));
  return { question: 'mao', values: { mao: value, arv, repairCost, fee, percent }, text: lines.join('\n') };
}

function roi(t: DealMathTexts, question: 'roi' | 'profit', numbers: DealNumbers): DealMathResult {
  const { arv, price, repairCost } = numbers;
  const given: [string, number | null][] = [
    [t.names.price, price],
    [t.names.arv, arv],
    [t.names.repairs, repairCost],
  ];
  if (arv === null || price === null || repairCost === null) {
    const needs = [
      ...(price === null ? [t.needs.price] : []),
      ...(arv === null ? [t.needs.arv] : []),
      ...(repairCost === null ? [t.needs.repairs] : []),
    ];
    return missing(t, question, needs, given, t.examples.roi, ARV_ARTICLE);
  }
  const deal = { price, arv, repairCost };
  const profit = computeProfit(deal);
  const roiPercent = computeRoi(deal);
  const lines = [
    t.profitHeadline(money(profit), formatRoi(roiPercent)),
    '',
    inputsLine(t, given),
    '',
    t.profitFormula,
    '',
    `= ${money(arv)} − ${money(price)} − ${money(repairCost)} = **${money(profit)}**`,
    '',
    t.roiFormula,
    '',
    `= ${money(profit)} ÷ ${money(price + repairCost)} × 100 = **${formatRoi(roiPercent)}**`,
    '',
    t.beforeCosts,
  ];
  return { question, values: { profit, roiPercent, arv, price, repairCost }, text: lines.join('\n') };
}

function assignmentFee(t: DealMathTexts, numbers: DealNumbers): DealMathResult {
  const { price, salePrice, arv } = numbers;
  if (price !== null && salePrice !== null) {
    const fee = salePrice - price;
    const text = [
      t.feeHeadline(money(fee)),
      '',
      t.feeFormula,
      '',
      `= ${money(salePrice)} − ${money(price)} = **${money(fee)}**`,
      '',
      t.feeMore(FEE_ARTICLE),
    ].join('\n');
    return { question: 'assignment_fee', values: { assignmentFee: fee, price, salePrice }, text };
  }
  if (price !== null && arv !== null && numbers.repairCost !== null) {
    const repairCost = numbers.repairCost;
    const percent = numbers.percent ?? 0.7;
    const buyerMao = maxAllowableOffer({ arv, repairCost, percent });
    const fee = buyerMao - price;
    const text = [
      t.feeRoomHeadline(money(Math.max(0, fee))),
      '',
      t.buyerPaysAtMost(pct(percent), money(arv), money(repairCost), money(buyerMao)),
      '',
      t.feeFromMao(money(buyerMao), money(price), money(fee)),
      ...(fee <= 0 ? ['', t.noRoomForFee] : []),
      '',
      t.feeMore(FEE_ARTICLE),
    ].join('\n');
    return {
      question: 'assignment_fee',
      values: { assignmentFee: fee, buyerMao, price, arv, repairCost },
      text,
    };
  }
  return missing(
    t,
    'assignment_fee',
    [t.needs.contractPrice, t.needs.buyerSide],
    [
      [t.names.contractPrice, price],
      [t.names.buyerPrice, salePrice],
      [t.names.arv, arv],
    ],
    t.examples.fee,
    FEE_ARTICLE,
  );
}

/** Computes the answer to a deal math question. */
export function dealMath(
  question: DealQuestion,
  numbers: DealNumbers,
  options: DealMathOptions = {},
): DealMathResult {
  const language: AnswerLanguage = options.spanish ? 'es' : 'en';
  const t = DEAL_MATH_TEXTS[language];
  if (question === 'mao') return mao(t, numbers);
  if (question === 'assignment_fee') return assignmentFee(t, numbers);
  return roi(t, question, numbers);
}
