// The title officer's link: the token (only its SHA-256 is stored) names one contract; every use is logged with
// its time, IP and outcome, and an unknown (404), revoked or expired (410) link changes nothing.
import type { TitleDeal } from '@dealloop/contract';
import { CLOSING_STAGE_LABELS, TITLE_LINK_MESSAGES, titleLinkProblem } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app-env';
import { hashToken } from '../auth/opaque-tokens';
import { type ClosingMoveRequest, moveDeal } from '../closing/closing-moves';
import { uuidv7 } from '../db/ids';
import type { Contract, Database, TitleLink } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';

/** What a use of a link was. */
export type TitleLinkAction = 'view' | 'confirm_earnest' | 'set_closing_date';

/** Records one use of a link (its outcome: ok or the refusal's code). */
export async function logTitleLinkUse(
  db: Kysely<Database>,
  linkId: string,
  use: { action: TitleLinkAction; outcome: string; ip: string | null; at: Date },
): Promise<void> {
  await db
    .insertInto('title_link_uses')
    .values({
      id: uuidv7(),
      link_id: linkId,
      action: use.action,
      outcome: use.outcome,
      ip: use.ip,
      created_at: use.at.toISOString(),
    })
    .execute();
}

/**
 * The live link of `token` and its contract, the use logged as refused when the link is revoked or expired
 * (410 then) and 404 for a token that names no link.
 */
export async function openTitleLink(
  db: Kysely<Database>,
  token: string,
  use: { action: TitleLinkAction; ip: string | null; at: Date },
): Promise<{ link: TitleLink; contract: Contract }> {
  const link = await db
    .selectFrom('title_links')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!link) throw notFound(TITLE_LINK_MESSAGES.unknown, 'title_link_unknown');
  const problem = titleLinkProblem({ expiresAt: link.expires_at, revokedAt: link.revoked_at }, use.at);
  if (problem) {
    await logTitleLinkUse(db, link.id, { ...use, outcome: `title_link_${problem}` });
    throw new ApiError(410, `title_link_${problem}`, TITLE_LINK_MESSAGES[problem]);
  }
  const contract = await db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', link.contract_id)
    .executeTakeFirstOrThrow();
  return { link, contract };
}

/** The deal as the title officer sees it: address, price, the parties' names, earnest money, stage. */
export async function titleDealOf(
  db: Kysely<Database>,
  link: TitleLink,
  contract: Contract,
): Promise<TitleDeal> {
  const [property, contact, names] = await Promise.all([
    db
      .selectFrom('properties')
      .select(['location', 'title'])
      .where('id', '=', contract.property_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('title_contacts')
      .select(['officer_name', 'company'])
      .where('contract_id', '=', contract.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('profiles')
      .select(['user_id', 'full_name'])
      .where('user_id', 'in', [contract.investor_id, contract.seller_id])
      .execute(),
  ]);
  const nameOf = (id: string) => names.find((row) => row.user_id === id)?.full_name ?? null;
  return {
    contractId: contract.id,
    address: property.location,
    price: contract.price,
    buyerName: nameOf(contract.investor_id),
    sellerName: nameOf(contract.seller_id),
    earnestMoney: contract.earnest_money,
    closingDate: contract.closing_date,
    stage: CLOSING_STAGE_LABELS[contract.closing_stage],
    officerName: contact.officer_name,
    company: contact.company,
    expiresAt: link.expires_at,
  };
}

/**
 * Moves the link's deal as the title officer (the pipeline's moveDeal, actor `title`): the use is logged as ok, or
 * with the refusal's code when the pipeline refuses it (then nothing changes).
 */
export async function titleMove(
  deps: Pick<AppDeps, 'db' | 'alertBus' | 'config' | 'search'>,
  link: TitleLink,
  use: { action: TitleLinkAction; ip: string | null; at: Date },
  move: ClosingMoveRequest,
): Promise<void> {
  try {
    await moveDeal(deps, link.contract_id, { kind: 'title', userId: null }, move, use.at);
  } catch (error) {
    const outcome = error instanceof ApiError ? error.code : 'error';
    await logTitleLinkUse(deps.db, link.id, { ...use, outcome });
    throw error;
  }
  await logTitleLinkUse(deps.db, link.id, { ...use, outcome: 'ok' });
}
