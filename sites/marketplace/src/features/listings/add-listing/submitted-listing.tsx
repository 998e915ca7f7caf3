// The state after submitting: the listing waits for a moderator; links to open it and to add another.
import { ADD_LISTING_TEXTS, propertyDetailPath } from '@dealloop/core';
import { Button, buttonClassName, Icon } from '@dealloop/ui';
import type { RefObject } from 'react';
import { Link } from '../../../router';
import type { Property } from '../property';
import * as styles from './add-property-page.css';

export interface SubmittedListingProps {
  property: Property;
  onAddAnother: () => void;
  /** Focus lands here when the state opens. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** "Submitted for review", with what happens next. */
export function SubmittedListing({ property, onAddAnother, headingRef }: SubmittedListingProps) {
  return (
    <section className={styles.submitted} aria-labelledby="listing-submitted-title">
      <span className={styles.submittedIcon}>
        <Icon name="check" size={32} />
      </span>
      <h2 id="listing-submitted-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {ADD_LISTING_TEXTS.submittedTitle}
      </h2>
      <p className={styles.lead}>
        {ADD_LISTING_TEXTS.thanks} <strong>{property.title}</strong> {ADD_LISTING_TEXTS.submittedLead}
      </p>
      <div className={styles.submittedActions}>
        <Link
          className={buttonClassName({ variant: 'primary', size: 'lg' })}
          to={propertyDetailPath(property.id)}
        >
          {ADD_LISTING_TEXTS.viewListing}
        </Link>
        <Button variant="secondary" size="lg" icon={<Icon name="plus" size={18} />} onClick={onAddAnother}>
          {ADD_LISTING_TEXTS.addAnother}
        </Button>
      </div>
    </section>
  );
}
