// The state after saving an edit: live at once, sent for review (a listing the public has seen keeps its approved
// version: core's `editWaitsForReview`), or resubmitted (a declined listing back in the review queue); a link back.
import {
  ADD_LISTING_TEXTS,
  editWaitsForReview,
  LISTING_EDIT_TEXTS,
  propertyDetailPath,
} from '@dealloop/core';
import { buttonClassName, Icon } from '@dealloop/ui';
import type { RefObject } from 'react';
import { Link } from '../../../router';
import type { Property } from '../property';
import * as styles from './add-property-page.css';

/** What saving did, from the listing's review state before the edit. */
export function savedEditMessage(before: Property['listingStatus']): string {
  if (before === 'declined') return LISTING_EDIT_TEXTS.resubmitted;
  if (editWaitsForReview(before)) return LISTING_EDIT_TEXTS.savedForReview;
  return LISTING_EDIT_TEXTS.savedLive;
}

export interface SavedEditProps {
  listing: Property;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** "Changes saved", with what happens next. */
export function SavedEdit({ listing, headingRef }: SavedEditProps) {
  return (
    <section className={styles.submitted} aria-labelledby="listing-saved-title">
      <span className={styles.submittedIcon}>
        <Icon name="check" size={32} />
      </span>
      <h2 id="listing-saved-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {LISTING_EDIT_TEXTS.saveChanges}
      </h2>
      <p className={styles.lead}>{savedEditMessage(listing.listingStatus)}</p>
      <div className={styles.submittedActions}>
        <Link
          className={buttonClassName({ variant: 'primary', size: 'lg' })}
          to={propertyDetailPath(listing.id)}
        >
          {ADD_LISTING_TEXTS.viewListing}
        </Link>
      </div>
    </section>
  );
}
