// Turns an outbox row into the message that is sent: a marketing email gets the footer (postal address and
// unsubscribe link) and the RFC 8058 one-click headers; a transactional one goes out as written.
import { EMAIL_KIND_LABELS, EMAIL_MESSAGES, isMarketingEmailKind } from '@dealloop/core';
import type { Selectable } from 'kysely';
import type { EmailOutboxTable } from '../db/schema';

/** A message ready for a transport. */
export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

/** The API address a mail client POSTs to for one-click unsubscribe (RFC 8058). */
export const unsubscribeApiUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`;

/** The page the link in an email body opens: it confirms, then unsubscribes. */
export const unsubscribePageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

type OutboxRow = Pick<
  Selectable<EmailOutboxTable>,
  'to_address' | 'kind' | 'subject' | 'text_body' | 'html_body' | 'unsubscribe_token'
>;

/** What composing needs from the configuration. */
export interface ComposeOptions {
  publicUrl: string;
  from: string;
  /** MAIL_POSTAL_ADDRESS; null (local mailbox only) puts a labelled "none configured" line in its place. */
  postalAddress: string | null;
}

/**
 * The message for a row. Every marketing email (the kinds a user can switch off) carries the sender's postal
 * address and a link to the unsubscribe page in its body, and the List-Unsubscribe / List-Unsubscribe-Post
 * headers; transactional ones (password resets, buyers list confirmations) carry none of them.
 */
export function composeEmail(row: OutboxRow, options: ComposeOptions): OutgoingEmail {
  const base = { from: options.from, to: row.to_address, subject: row.subject };
  if (!isMarketingEmailKind(row.kind)) {
    return { ...base, text: row.text_body, html: row.html_body, headers: {} };
  }
  const pageUrl = unsubscribePageUrl(options.publicUrl, row.unsubscribe_token);
  const footer = EMAIL_MESSAGES.unsubscribeFooter(EMAIL_KIND_LABELS[row.kind].label);
  const sender =
    options.postalAddress === null
      ? EMAIL_MESSAGES.postalAddressMissing
      : EMAIL_MESSAGES.postalAddressLine(options.postalAddress);
  const text = `${row.text_body}\n\n--\n${footer}\n${EMAIL_MESSAGES.unsubscribeLinkText}: ${pageUrl}\n${sender}\n`;
  const htmlFooter =
    `<hr><p style="font-size:12px;color:#666">${escapeHtml(footer)} ` +
    `<a href="${escapeHtml(pageUrl)}">${escapeHtml(EMAIL_MESSAGES.unsubscribeLinkText)}</a></p>` +
    `<p style="font-size:12px;color:#666">${escapeHtml(sender)}</p>`;
  const html = row.html_body === null ? null : `${row.html_body}\n${htmlFooter}`;
  return {
    ...base,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(options.publicUrl, row.unsubscribe_token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
