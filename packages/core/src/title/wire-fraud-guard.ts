// The wire-fraud guard: free text a party writes on a deal is refused when it carries wire instructions, that is
// something that looks like a bank routing number (9 digits with a valid ABA prefix and checksum) together with an
// account number or words such as "routing", "account #" or "wire to".

/** The refusal code of a text carrying wire instructions. */
export const WIRE_INSTRUCTIONS_REFUSED = 'wire_instructions_refused';

/** The warning shown when a text carrying wire instructions is refused. */
export const WIRE_FRAUD_WARNING =
  'For your safety, bank routing and account numbers cannot be sent on DealLoop. Wire fraud is the most common ' +
  'scam in real estate: never wire money on instructions received by message or email. Call the title company ' +
  'at a number you looked up yourself to confirm wiring instructions.';

/** Routing number prefixes the Federal Reserve assigns: 00-12 (banks), 21-32 (thrifts), 61-72 (electronic), 80. */
function validAbaPrefix(digits: string): boolean {
  const prefix = Number(digits.slice(0, 2));
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** Whether 9 digits form a valid ABA routing number (prefix and the 3-7-1 checksum). */
export function isAbaRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || !validAbaPrefix(digits)) return false;
  const d = [...digits].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/**
 * A run of digits standing alone: not part of a longer number (no digit, decimal point or thousands comma touching
 * it) and not a money amount (no `$` before it).
 */
const DIGIT_RUN = /(?<![\d$.,]|[\d][.,-])(\d+)(?![\d]|[.,-]\d)/g;

/** Words that name wire instructions. */
const WIRE_WORDS =
  /\b(?:routing|aba|acct|account\s*(?:#|no\b|num(?:ber)?\b)|a\/c|wire\s+(?:to|funds|instructions?|transfer)|swift|iban)/i;

/** Whether `text` carries wire instructions: a routing number with an account number or wire words. */
export function containsWireInstructions(text: string | null | undefined): boolean {
  if (!text) return false;
  const runs = [...text.matchAll(DIGIT_RUN)].map((match) => match[1]!);
  const routingIndex = runs.findIndex((run) => run.length === 9 && isAbaRoutingNumber(run));
  if (routingIndex === -1) return false;
  if (WIRE_WORDS.test(text)) return true;
  // An account number: another run of 6 to 17 digits.
  return runs.some((run, index) => index !== routingIndex && run.length >= 6 && run.length <= 17);
}
