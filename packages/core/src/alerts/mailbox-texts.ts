// The Email Test page's mailbox texts (admins only): the lead, paging, each email's status and delivery line.

/** A queued email's delivery status, as the mailbox lists it. */
export type MailboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** Every text of the mailbox that EMAIL_MESSAGES does not hold. */
export const MAILBOX_TEXTS = Object.freeze({
  lead: 'Every email DealLoop queued, with its delivery status. Without SMTP configured, emails stay here.',
  refresh: 'Refresh',
  newer: 'Newer',
  older: 'Older',
  what: 'the mailbox',
  sending: 'Sending...',
  statusLabels: Object.freeze({
    queued: 'Queued',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
  }) satisfies Record<MailboxStatus, string>,
  /** "To ann@example.com" before the kind and the time. */
  to: (address: string) => `To ${address}`,
  attempts: (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`,
  sentAt: (time: string) => ` · sent ${time}`,
  /** How a sent email went out: "kept in the local mailbox" or the transport's name. */
  delivered: (status: MailboxStatus, transport: string | null) =>
    status === 'sent' && transport === 'mailbox' ? 'kept in the local mailbox' : transport,
  deliveredBy: (delivered: string) => ` · ${delivered}`,
  lastError: (error: string) => `Last error: ${error}`,
});
