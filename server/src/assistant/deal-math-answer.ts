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

function missing(question: DealQuestion, needs: string, example: string, article: string): DealMathResult {
  return {
    question,
    values: null,
    text: `To work that out I need ${needs}. For example: "${example}". See [how the math works](${article}).`,
  };
}

function mao(numbers: DealNumbers): DealMathResult {
  const { arv } = numbers;
  if (arv === null)
    return missing(
      'mao',
      'the ARV (after-repair value) and the repair estimate',
      'MAO for ARV 200k, repairs 30k',
      MAO_ARTICLE,
    );
  const repairCost = numbers.repairCost ?? 0;
  const fee = numbers.fee ?? 0;
  const percent = numbers.percent ?? 0.7;
  const value = maxAllowableOffer({ arv, repairCost, fee, percent });
  const formula = `MAO = ARV × ${pct(percent)} − repairs${fee ? ' − assignment fee' : ''}`;
  const numbersLine = `= ${money(arv)} × ${pct(percent)} − ${money(repairCost)}${fee ? ` − ${money(fee)}` : ''} = **${money(value)}**`;
  const lines = [`**Maximum allowable offer: ${money(value)}**`, '', `\`${formula}\``, '', numbersLine];
  if (numbers.repairCost === null)
    lines.push('', 'I assumed no repairs; add your repair estimate for a real number.');
  if (value <= 0) lines.push('', 'That is zero or less: at this ARV and repair cost no offer works.');
  else if (!fee)
    lines.push(
      '',
      `That is the most a cash buyer should pay. To keep an assignment fee, subtract it: with a $10,000 fee you would offer the seller at most ${money(maxAllowableOffer({ arv, repairCost, fee: 10_000, percent }))}.`,
    );
  lines.push('', `More in [MAO and the 70% rule](${MAO_ARTICLE}).`);
  return { question: 'mao', values: { mao: value, arv, repairCost, fee, percent }, text: lines.join('\n') };
}

function roi(question: 'roi' | 'profit', numbers: DealNumbers): DealMathResult {
  const { arv, price } = numbers;
  if (arv === null || price === null) {
    return missing(
      question,
      'the purchase price, the ARV and the repair estimate',
      'ROI if I buy at 120k, ARV 200k, repairs 25k',
      ARV_ARTICLE,
    );
  }
  const repairCost = numbers.repairCost ?? 0;
  const profit = computeProfit({ price, arv, repairCost });
  const roiPercent = computeRoi({ price, arv, repairCost });
  const lines = [
    `**Profit potential: ${money(profit)} · ROI: ${formatRoi(roiPercent)}**`,
    '',
    '`Profit = ARV − price − repairs`',
    '',
    `= ${money(arv)} − ${money(price)} − ${money(repairCost)} = **${money(profit)}**`,
    '',
    '`ROI = profit ÷ (price + repairs) × 100`',
    '',
    `= ${money(profit)} ÷ ${money(price + repairCost)} × 100 = **${formatRoi(roiPercent)}**`,
  ];
  if (numbers.repairCost === null)
    lines.push('', 'I assumed no repairs; add your repair estimate for a real number.');
  lines.push('', 'This is before holding, closing and selling costs, which the 70% rule leaves room for.');
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
  if (price !== null && arv !== null) {
    const repairCost = numbers.repairCost ?? 0;
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
    "your contract price and either the end buyer's price or the ARV and repairs",
    'assignment fee if I contract at 100k and sell at 115k',
    FEE_ARTICLE,
  );
}

/** Computes the answer to a deal math question. */
export function dealMath(question: DealQuestion, numbers: DealNumbers): DealMathResult {
  if (question === 'mao') return mao(numbers);
  if (question === 'assignment_fee') return assignmentFee(numbers);
  return roi(question, numbers);
}
