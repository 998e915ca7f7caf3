// A listing's first photo, small (its thumb variant), before the listing's title in dashboard lists (my listings,
// offers, contracts); a building icon when the listing has no photo.
import { Icon } from '@dealloop/ui';
import type { ReactNode } from 'react';
import * as styles from './listing-thumb.css';

/** The thumbnail (decorative: the title beside it names the listing). */
export function ListingThumb({ src }: { src: string | null | undefined }) {
  if (!src) {
    return (
      <span className={styles.thumb} data-listing-thumb="none">
        <Icon name="building" size={24} />
      </span>
    );
  }
  return (
    <img className={styles.thumb} src={src} alt="" width={64} height={48} loading="lazy" decoding="async" />
  );
}

/** The thumbnail, then `children` (the listing's title heading), on one row. */
export function WithListingThumb({ src, children }: { src: string | null | undefined; children: ReactNode }) {
  return (
    <div className={styles.titled}>
      <ListingThumb src={src} />
      {children}
    </div>
  );
}
