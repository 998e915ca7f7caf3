// Progressive US phone formatting, "(XXX) XXX-XXXX", for phone inputs (rule: docs/product/onboarding.md).

/** Longest formatted phone number: "(XXX) XXX-XXXX". */
export const PHONE_MAX_LENGTH = 14;

/** The digits of a phone number as typed or pasted: digits only, at most 10, a leading US country code 1 dropped. */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, 10);
}

/**
 * Formats a phone input as the user types: digits only are kept (at most 10), shown as "555", "(555) 12",
 * "(555) 123-4", up to "(555) 123-4567", so the result is never longer than 14 characters. Up to 3 digits are
 * shown bare so that deleting back through the parenthesis works. An 11-digit number starting with the US
 * country code 1 ("+1 555 123 4567") keeps its last 10 digits.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length < 4) return digits;
  const area = digits.slice(0, 3);
  if (digits.length < 7) return `(${area}) ${digits.slice(3)}`;
  return `(${area}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
