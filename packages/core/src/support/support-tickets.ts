// Support tickets: categories, statuses, limits, the form's rule (`supportTicketProblem`) and every text of
// /support and of its emails.
import { emailProblem } from '../accounts/account-rules';

/** What a support request is about. */
export type SupportCategory = 'account' | 'listings' | 'offers' | 'billing' | 'bug' | 'other';

/** The categories in the order the form offers them, with their labels. */
export const SUPPORT_CATEGORIES: readonly { value: SupportCategory; label: string }[] = Object.freeze([
  { value: 'account', label: 'My account' },
  { value: 'listings', label: 'Listings' },
  { value: 'offers', label: 'Offers and contracts' },
  { value: 'billing', label: 'Billing and plans' },
  { value: 'bug', label: 'Something is broken' },
  { value: 'other', label: 'Something else' },
]);

/** Where a ticket stands: open until an admin answers it, closed by the requester or an admin. */
export type SupportTicketStatus = 'open' | 'answered' | 'closed';

/** The statuses and their labels. */
export const SUPPORT_STATUS_LABELS: Readonly<Record<SupportTicketStatus, string>> = Object.freeze({
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
});

/** Limits of the form's fields and of the answer. */
export const SUPPORT_LIMITS = Object.freeze({
  subjectMaxLength: 150,
  messageMinLength: 10,
  messageMaxLength: 5000,
  answerMaxLength: 5000,
  nameMaxLength: 100,
});

/** Whether a string names a support category. */
export function isSupportCategory(value: unknown): value is SupportCategory {
  return typeof value === 'string' && SUPPORT_CATEGORIES.some((category) => category.value === value);
}

/** Every text of the support page, its API errors and its emails. */
export const SUPPORT_TEXTS = Object.freeze({
  title: 'Support',
  intro: 'Tell us what you need and our team will answer by email, usually within one business day.',
  formTitle: 'Open a support request',
  subjectLabel: 'Subject',
  categoryLabel: 'Category',
  messageLabel: 'Message',
  emailLabel: 'Your email',
  nameLabel: 'Your name (optional)',
  submit: 'Send request',
  sending: 'Sending…',
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `Keep the subject under ${SUPPORT_LIMITS.subjectMaxLength} characters.`,
  categoryRequired: 'Please choose a category.',
  messageTooShort: `Please describe your request in at least ${SUPPORT_LIMITS.messageMinLength} characters.`,
  messageTooLong: `Keep the message under ${SUPPORT_LIMITS.messageMaxLength} characters.`,
  emailRequired: 'Please enter the email address where we can answer you.',
  nameTooLong: `Keep the name under ${SUPPORT_LIMITS.nameMaxLength} characters.`,
  answerRequired: 'Please write an answer.',
  answerTooLong: `Keep the answer under ${SUPPORT_LIMITS.answerMaxLength} characters.`,
  sent: 'Your request was sent. We emailed you a confirmation.',
  sendFailed: 'Your request could not be sent. Please try again.',
  rateLimited: 'You have sent several requests recently. Please wait a while before sending another.',
  myTicketsTitle: 'My support requests',
  myTicketsEmpty: 'You have not sent any support requests.',
  ticketTitle: 'Your support request',
  ticketNotFound: 'This support request does not exist or is not yours to see.',
  answerHeading: 'Our answer',
  awaitingAnswer: 'We have your request and will answer soon.',
  closeTicket: 'Close request',
  ticketClosed: 'This request is closed.',
  alreadyClosed: 'This request is already closed.',
  adminTitle: 'Support requests',
  adminTab: 'Requests (admin)',
  adminEmpty: 'No support requests here.',
  adminFilterLabel: 'Show',
  adminAll: 'All',
  answerLabel: 'Answer',
  sendAnswer: 'Send answer',
  answerSent: 'Answer sent to the requester.',
  answerFailed: 'The answer could not be sent. Please try again.',
  from: 'From',
  signedOutNote: 'Not signed in? Leave your email address and we will answer there.',
  confirmationSubject: (subject: string) => `We received your request: ${subject}`,
  confirmationText: (subject: string, link: string) =>
    `Thanks for contacting DealLoop support. We received your request "${subject}" and will answer by email.\n\nSee your request: ${link}`,
  answerSubject: (subject: string) => `Re: ${subject}`,
  answerText: (answer: string, link: string) => `${answer}\n\nSee your request: ${link}`,
  /** An admin's answer form: "Answer: Can't upload photos". */
  answerFormLabel: (subject: string) => `Answer: ${subject}`,
  /** The requester's name before their email: "Ann Lee · ". */
  requesterName: (name: string) => `${name} · `,
});

/** The fields of a new ticket as the form and the API take them. */
export interface SupportTicketInput {
  subject: string;
  category: string;
  message: string;
  /** Required when signed out (where the answer goes); ignored when signed in. */
  email?: string | null;
  name?: string | null;
}

/** The first problem of a new ticket (a SUPPORT_TEXTS message), or null when it can be sent. */
export function supportTicketProblem(input: SupportTicketInput, signedIn: boolean): string | null {
  return Object.values(supportTicketProblems(input, signedIn))[0] ?? null;
}

/** A field of the support form. */
export type SupportTicketField = 'subject' | 'category' | 'message' | 'name' | 'email';

/** Every problem of a request, by field (in form order of the checks), so a form shows each under its field. */
export function supportTicketProblems(
  input: SupportTicketInput,
  signedIn: boolean,
): Partial<Record<SupportTicketField, string>> {
  const problems: Partial<Record<SupportTicketField, string>> = {};
  const subject = input.subject.trim();
  if (!subject) problems.subject = SUPPORT_TEXTS.subjectRequired;
  else if (subject.length > SUPPORT_LIMITS.subjectMaxLength) problems.subject = SUPPORT_TEXTS.subjectTooLong;
  if (!isSupportCategory(input.category)) problems.category = SUPPORT_TEXTS.categoryRequired;
  const message = input.message.trim();
  if (message.length < SUPPORT_LIMITS.messageMinLength) problems.message = SUPPORT_TEXTS.messageTooShort;
  else if (message.length > SUPPORT_LIMITS.messageMaxLength) problems.message = SUPPORT_TEXTS.messageTooLong;
  if ((input.name ?? '').trim().length > SUPPORT_LIMITS.nameMaxLength)
    problems.name = SUPPORT_TEXTS.nameTooLong;
  if (!signedIn && emailProblem(input.email ?? '') !== null) problems.email = SUPPORT_TEXTS.emailRequired;
  return problems;
}

/** The problem of an admin's answer, or null. */
export function supportAnswerProblem(answer: string): string | null {
  const text = answer.trim();
  if (!text) return SUPPORT_TEXTS.answerRequired;
  if (text.length > SUPPORT_LIMITS.answerMaxLength) return SUPPORT_TEXTS.answerTooLong;
  return null;
}

/** The /support address of one ticket; `key` is the access key of a requester who was signed out. */
export function supportTicketPath(ticketId: string, key?: string): string {
  const query = new URLSearchParams({ ticket: ticketId });
  if (key) query.set('key', key);
  return `/support?${query.toString()}`;
}
