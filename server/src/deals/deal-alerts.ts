// A deal step's alerts: every party core's DEAL_ALERTS names hears of the step, in the step's own transaction.
import { type DealAlertKind, dealAlertRecipients } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { RaiseAlert } from '../alerts/write-with-alerts';
import type { Database } from '../db/schema';

/** The deal a step is about: its parties, property and, when known, offer and contract. */
export interface DealAlertSubject {
  buyerId: string;
  sellerId: string;
  propertyId: string;
  offerId: string;
  contractId?: string | null;
  /** The property's title when the caller has it (else it is read in the transaction). */
  propertyTitle?: string;
  /** A backup offer's rank, named by the offerKeptAsBackup alert. */
  backupRank?: number;
  /** Why the deal was cancelled (appended to the message of a cancellation). */
  reason?: string | null;
}

/** Raises the step's alert for each party that gets one (DEAL_ALERTS), naming the property. */
export async function raiseDealAlerts(
  trx: Kysely<Database>,
  raise: RaiseAlert,
  kind: DealAlertKind,
  deal: DealAlertSubject,
): Promise<void> {
  const parties = dealAlertRecipients(kind);
  if (!parties.length) return;
  const propertyTitle =
    deal.propertyTitle ??
    (
      await trx
        .selectFrom('properties')
        .select('title')
        .where('id', '=', deal.propertyId)
        .executeTakeFirstOrThrow()
    ).title;
  for (const party of parties) {
    await raise({
      userId: party === 'buyer' ? deal.buyerId : deal.sellerId,
      kind,
      party,
      propertyTitle,
      propertyId: deal.propertyId,
      offerId: deal.offerId,
      contractId: deal.contractId ?? null,
      ...(deal.backupRank !== undefined && { rank: deal.backupRank }),
      ...(deal.reason ? { reason: deal.reason } : {}),
    });
  }
}
