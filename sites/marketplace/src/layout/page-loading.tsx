// What the main area shows while a page's code loads.
import * as styles from './root-layout.css';

/** A quiet loading state (announced politely). */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.loadingDot} aria-hidden="true" />
      Loading…
    </div>
  );
}
