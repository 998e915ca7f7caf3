// What the end of a contract does to its listing, whichever path ends it (a contract action, or a closing move that
// reaches closed or cancelled): completed sells the listing and ends its backup offers; cancelled puts it back on
// the market when the listing machine agrees (it is under contract).
import { CONTRACT_MESSAGES, nextListingState } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { RaiseAlert } from '../alerts/write-with-alerts';
import type { Database } from '../db/schema';
import { conflict } from '../http/api-error';
import { isListingRefusal, lifecycleStateOf } from '../listings/listing-moves';
import type { ListingWriter } from '../listings/listing-writes';
import { findPropertyById } from '../listings/properties-repo';
import { declineBackups } from '../offers/backup-offers';

/** Moves the contract's listing for how the contract ended, in the contract's transaction. */
export async function endContractListing(
  trx: Kysely<Database>,
  listings: ListingWriter,
  raise: RaiseAlert,
  contract: { property_id: string },
  ending: 'completed' | 'cancelled',
  now: string,
): Promise<void> {
  if (ending === 'completed') {
    // A contract completes only on a listing it holds under contract: otherwise nothing is sold (409).
    await listings.move(trx, contract.property_id, 'contract_completed', 'system').catch((error: unknown) => {
      throw isListingRefusal(error)
        ? conflict(CONTRACT_MESSAGES.listingNotUnderContract, 'listing_not_under_contract')
        : error;
    });
    // The property is sold: its backup offers end here, each buyer told (they never expire on their own).
    await declineBackups(trx, raise, contract.property_id, now);
    return;
  }
  const property = await findPropertyById(trx, contract.property_id);
  if (property && nextListingState(lifecycleStateOf(property, false), 'contract_cancelled', 'system').ok) {
    await listings.move(trx, contract.property_id, 'contract_cancelled', 'system');
  }
}
