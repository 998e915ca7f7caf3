// The heart of the save (favorite) toggles: outlined when the listing is not saved, filled red when it is.
import { cx } from '@dealloop/ui';
import * as styles from './heart-icon.css';

/** The heart drawing (decorative: the button around it carries the name and the pressed state). */
export function Heart({ filled, size = 18 }: { filled: boolean; size?: number }) {
  return (
    <svg
      className={cx(styles.heart, filled && styles.saved)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}
