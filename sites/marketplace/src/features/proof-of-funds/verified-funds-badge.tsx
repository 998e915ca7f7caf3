// The "Verified funds (up to $X)" badge sellers see on a buyer, and the "Above verified funds" mark of an offer.
import { type VerifiedFundsBadge as Badge, POF_TEXTS, verifiedFundsLabel } from '@dealloop/core';
import * as styles from '../../deals/deals.css';

/** The buyer's badge; nothing when they have no current verification (the API answers null once it expires). */
export function VerifiedFundsBadge({ funds }: { funds: Badge | null | undefined }) {
  if (!funds) return null;
  return <span className={styles.badge.success}>{verifiedFundsLabel(funds)}</span>;
}

/** The seller's mark on an offer whose amount is above the buyer's verified funds. */
export function AboveVerifiedFundsMark({ above }: { above: boolean }) {
  if (!above) return null;
  return <span className={styles.badge.warning}>{POF_TEXTS.aboveVerifiedFunds}</span>;
}
