// The title company contact a contract names, its checks, and how long the title officer's link stays valid.
import { containsWireInstructions, WIRE_FRAUD_WARNING } from './wire-fraud-guard';

/** Days a title officer's link stays valid after it is issued. */
export const TITLE_LINK_TTL_DAYS = 30;

/** The longest each title contact field may be. */
export const TITLE_CONTACT_LIMITS = Object.freeze({
  officerName: 120,
  company: 160,
  email: 254,
  phone: 30,
  notes: 1000,
});

/** A contract's title company contact as the seller enters it. */
export interface TitleContactInput {
  officerName: string;
  company: string;
  email: string;
  phone: string;
  notes?: string | null;
}

/** The messages of the title contact checks. */
export const TITLE_CONTACT_MESSAGES = Object.freeze({
  officerNameRequired: "Enter the title officer's name.",
  companyRequired: 'Enter the title company.',
  emailInvalid: "Enter the title officer's email address.",
  phoneInvalid: "Enter the title officer's phone number (10 digits).",
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  wireFraud: WIRE_FRAUD_WARNING,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem of a title contact per field, or an empty object when it is valid. */
export function titleContactProblems(
  input: TitleContactInput,
): Partial<Record<keyof TitleContactInput, string>> {
  const problems: Partial<Record<keyof TitleContactInput, string>> = {};
  const m = TITLE_CONTACT_MESSAGES;
  const L = TITLE_CONTACT_LIMITS;
  const officerName = input.officerName.trim();
  const company = input.company.trim();
  const email = input.email.trim();
  const phoneDigits = input.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (!officerName) problems.officerName = m.officerNameRequired;
  else if (officerName.length > L.officerName) problems.officerName = m.tooLong('The name', L.officerName);
  if (!company) problems.company = m.companyRequired;
  else if (company.length > L.company) problems.company = m.tooLong('The company', L.company);
  if (email.length > L.email || !EMAIL.test(email)) problems.email = m.emailInvalid;
  if (phoneDigits.length !== 10 || input.phone.length > L.phone) problems.phone = m.phoneInvalid;
  const notes = input.notes?.trim() ?? '';
  if (notes.length > L.notes) problems.notes = m.tooLong('The notes', L.notes);
  else if (containsWireInstructions(notes)) problems.notes = m.wireFraud;
  return problems;
}

/** When a link issued at `issuedAt` stops working. */
export function titleLinkExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + TITLE_LINK_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** Why a title link no longer works, or null while it does. */
export function titleLinkProblem(
  link: { expiresAt: string; revokedAt: string | null },
  now: Date,
): 'revoked' | 'expired' | null {
  if (link.revokedAt) return 'revoked';
  return now.getTime() >= new Date(link.expiresAt).getTime() ? 'expired' : null;
}
