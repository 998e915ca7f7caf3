// The state after submitting: the listing waits for a moderator; links to open it and to add another.
import { propertyDetailPath } from '@dealloop/core';
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
        Submitted for review
      </h2>
      <p className={styles.lead}>
        Thanks! <strong>{property.title}</strong> is waiting for a moderator. DealLoop moderators review every
        new listing before it appears in search and on the home page. Until then buyers cannot see it; you can
        open it, marked “Pending review”.
      </p>
      <div className={styles.submittedActions}>
        <Link
          className={buttonClassName({ variant: 'primary', size: 'lg' })}
          to={propertyDetailPath(property.id)}
        >
          View your listing
        </Link>
        <Button variant="secondary" size="lg" icon={<Icon name="plus" size={18} />} onClick={onAddAnother}>
          Add another listing
        </Button>
      </div>
    </section>
  );
}
