// US phone numbers in E.164 (+1 and 10 digits): what a user typed, normalised, or null when it is not one.

/** `(808) 555-0123`, `808.555.0123`, `+1 808 555 0123` -> `+18085550123`; null unless a valid US number. */
export function toUsE164(input: string): string | null {
  if (!/^[\d\s().+-]+$/.test(input.trim())) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  // NANP: area code and exchange start with 2-9.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

/** The 3-digit area code of a US E.164 number, or null. */
export function areaCodeOf(e164: string): string | null {
  const match = /^\+1([2-9]\d{2})\d{7}$/.exec(e164);
  return match ? (match[1] ?? null) : null;
}

/** `+18085550123` -> `(808) 555-0123`. */
export function displayUsPhone(e164: string): string {
  const digits = e164.replace(/^\+1/, '');
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
