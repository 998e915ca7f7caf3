// Backup offers: which offers a seller may keep as ranked backups when accepting another, how ranks are given, the
// refusals of the backup requests and every text of the backup screens.
//
// Expiry (decided for issue 27): a backup does not expire. An open offer expires because its buyer is waiting for
// an answer; a backup has had its answer ("you are next in line") and waits for the live contract. It ends only
// when the seller promotes it (a contract), rejects it or declines all backups, its buyer withdraws it, or the
// live contract completes (the property is sold: every backup is declined); each of those tells the other party.
// A backup is kept on the buyer's own terms: a counter the buyer had not accepted lapses when it becomes a backup.

import type { OfferStatus } from './deal-flow';

/** Most backups one accept may keep. */
export const MAX_BACKUP_OFFERS = 10;

/** Statuses an offer may be kept as a backup from (the open ones: the seller has not answered, or countered). */
export const BACKUP_FROM_STATUSES: readonly OfferStatus[] = Object.freeze(['pending', 'countered']);

/** The status a backup takes when the seller declines all backups of the listing. */
export const DECLINED_BACKUP_STATUS: OfferStatus = 'declined';

/** Refusals of the backup requests (answered as 4xx with these texts). */
export const BACKUP_MESSAGES = Object.freeze({
  tooMany: `Keep at most ${MAX_BACKUP_OFFERS} backup offers.`,
  duplicate: 'A backup offer is listed twice.',
  acceptedAsBackup: 'The offer you accept cannot also be a backup.',
  notOpenOnListing: 'Backups must be open offers on the same listing.',
  onlySellerKeepsBackups: 'Only the seller can keep backup offers when accepting.',
  noBackups: 'This listing has no backup offers.',
  notYourListing: 'This listing does not exist or is not yours.',
});

/**
 * The ranks of new backups in the order the seller chose, after the listing's backups already ranked (they keep
 * theirs): with ranks 1 and 2 taken, three new backups are 3, 4 and 5.
 */
export function backupRanks(count: number, takenRanks: readonly number[]): number[] {
  const start = takenRanks.length ? Math.max(...takenRanks) : 0;
  return Array.from({ length: count }, (_, index) => start + index + 1);
}

/** Texts of the backup parts of the offers screens. */
export const BACKUP_TEXTS = Object.freeze({
  keepBackupsTitle: 'Keep backup offers',
  keepBackupsHint:
    'Tick the offers to keep as backups, in the order you would take them. The others are declined.',
  backupCandidate: (buyer: string, amount: string) => `${buyer}: ${amount}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveUpLabel: (candidate: string) => `Move up: ${candidate}`,
  moveDownLabel: (candidate: string) => `Move down: ${candidate}`,
  declineAllFor: (title: string) => `Decline all backups: ${title}`,
  rankLabel: (rank: number) => `Backup #${rank}`,
  acceptWithBackups: (count: number) =>
    count === 0 ? 'Accept offer' : `Accept and keep ${count} backup${count === 1 ? '' : 's'}`,
  declineAll: 'Decline all backups',
  declineAllConfirm: 'Decline every backup offer on this listing? Their buyers are told.',
  declinedAll: (count: number) => `${count} backup offer${count === 1 ? '' : 's'} declined.`,
  promoteHint: 'The contract was cancelled: you can promote a backup to a new contract.',
  promoted: 'Backup promoted. A contract was created.',
  promoteTitle: 'Promote this backup offer?',
  promoteDescription: (buyer: string, amount: string, property: string) =>
    `Promoting ${buyer}'s backup offer of ${amount} creates a contract for ${property}, takes the listing off the market and declines every open offer on it. The other backups keep their ranks.`,
  promoteLabel: 'Promote backup',
  waitingHint: 'A backup waits for the live contract; it does not expire.',
});
