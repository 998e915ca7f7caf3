// Deal math: profit, ROI, maximum allowable offer, the deal calculator and the /tools texts.

export { DEAL_CALCULATOR_TEXTS } from './deal-calculator-texts';
export type { DealAmounts, DealAnalysis, DealCalculatorInputs, DealInputKey, MaoInputs } from './deal-math';
export {
  analyzeDeal,
  computeProfit,
  computeRoi,
  DEAL_INPUT_KEYS,
  DEAL_INPUT_MAX_LENGTH,
  dealCalculatorParams,
  EMPTY_DEAL_INPUTS,
  isDealInputValid,
  MAO_DEDUCTIONS,
  maxAllowableOffer,
  parseDollarAmount,
} from './deal-math';
export type { ToolCard } from './tools-texts';
export { profileCalculatorTitle, TOOL_CARDS, TOOLS_TEXTS } from './tools-texts';
