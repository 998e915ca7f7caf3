// A contract's title company contact: read by its parties, set by its seller. Setting it revokes the officer's old
// link, issues a new one (only the token's SHA-256 is stored) emailed through the outbox, and alerts both parties,
// all in one transaction.
import type { TitleContactView } from '@dealloop/contract';
import {
  TITLE_LINK_EMAIL,
  TITLE_LINK_MESSAGES,
  type TitleContactInput,
  titleContactProblems,
  titleLinkExpiry,
  WIRE_FRAUD_WARNING,
  WIRE_INSTRUCTIONS_REFUSED,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import { hashToken, newOpaqueToken } from '../auth/opaque-tokens';
import { visibleContract } from '../contracts/contract-actions';
import { uuidv7 } from '../db/ids';
import type { Contract, Database } from '../db/schema';
import { raiseDealAlerts } from '../deals/deal-alerts';
import type { DealViewer } from '../deals/deal-viewer';
import { ApiError, forbidden } from '../http/api-error';
import { enqueueEmail } from '../mail/outbox';

type Deps = Pick<AppDeps, 'db' | 'alertBus' | 'config'>;

/** The path of the title officer's page on the site. */
export const titleLinkPath = (token: string) => `/title/${token}`;

/** The title contact of a contract as `viewer` (a party or an admin) sees it. */
export async function titleContactView(
  db: Kysely<Database>,
  contract: Contract,
  viewer: DealViewer,
): Promise<TitleContactView> {
  const [contact, link] = await Promise.all([
    db.selectFrom('title_contacts').selectAll().where('contract_id', '=', contract.id).executeTakeFirst(),
    db
      .selectFrom('title_links')
      .select(['created_at', 'expires_at'])
      .where('contract_id', '=', contract.id)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
  ]);
  return {
    contact: contact
      ? {
          officerName: contact.officer_name,
          company: contact.company,
          email: contact.email,
          phone: contact.phone,
          notes: contact.notes,
          updatedAt: contact.updated_at,
        }
      : null,
    link: link ? { sentAt: link.created_at, expiresAt: link.expires_at } : null,
    canEdit: viewer.userId === contract.seller_id,
  };
}

/** 422 with the first problem of a title contact; a wire-fraud refusal has its own code. */
function checkContact(input: TitleContactInput): void {
  const problems = titleContactProblems(input);
  if (problems.notes === WIRE_FRAUD_WARNING) {
    throw new ApiError(422, WIRE_INSTRUCTIONS_REFUSED, WIRE_FRAUD_WARNING);
  }
  const first = Object.values(problems)[0];
  if (first) throw new ApiError(422, 'invalid_title_contact', first);
}

/** Sets (or changes) the title contact of a contract: the seller only (403 for the buyer, 404 for others). */
export async function setTitleContact(
  deps: Deps,
  contractId: string,
  viewer: DealViewer,
  input: TitleContactInput,
  now = new Date(),
): Promise<TitleContactView> {
  const contract = await visibleContract(deps.db, contractId, viewer);
  if (viewer.userId !== contract.seller_id) throw forbidden(TITLE_LINK_MESSAGES.onlySeller);
  checkContact(input);
  const at = now.toISOString();
  const contact = {
    officer_name: input.officerName.trim(),
    company: input.company.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    notes: input.notes?.trim() || null,
    updated_by: viewer.userId,
    updated_at: at,
  };
  const token = newOpaqueToken();
  const expiresAt = titleLinkExpiry(now).toISOString();
  await writeWithAlerts(deps, async (trx, raise) => {
    await trx
      .insertInto('title_contacts')
      .values({ contract_id: contract.id, ...contact, created_at: at })
      .onConflict((oc) => oc.column('contract_id').doUpdateSet(contact))
      .execute();
    await trx
      .updateTable('title_links')
      .set({ revoked_at: at })
      .where('contract_id', '=', contract.id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('title_links')
      .values({
        id: uuidv7(),
        contract_id: contract.id,
        token_hash: hashToken(token),
        officer_email: contact.email,
        created_at: at,
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
    const property = await trx
      .selectFrom('properties')
      .select('title')
      .where('id', '=', contract.property_id)
      .executeTakeFirstOrThrow();
    const url = `${deps.config.publicUrl.replace(/\/$/, '')}${titleLinkPath(token)}`;
    await enqueueEmail(trx, {
      userId: null,
      to: contact.email,
      kind: 'contracts',
      subject: TITLE_LINK_EMAIL.subject(property.title),
      text: TITLE_LINK_EMAIL.text({
        officerName: contact.officer_name,
        propertyTitle: property.title,
        url,
        expiresOn: expiresAt.slice(0, 10),
      }),
      secret: token,
    });
    await raiseDealAlerts(trx, raise, 'titleContactChanged', {
      buyerId: contract.investor_id,
      sellerId: contract.seller_id,
      propertyId: contract.property_id,
      offerId: contract.offer_id,
      contractId: contract.id,
      propertyTitle: property.title,
    });
  });
  return titleContactView(deps.db, contract, viewer);
}
