// Step 5: all set: what the tour created, before going to the dashboard.
import { Icon } from '@dealloop/ui';
import * as styles from '../onboarding-wizard.css';

const DONE = [
  'Account info saved',
  'Saved search alerts on',
  'Business card ready to share',
  'Public profile live',
];

/** The last step. */
export function DoneStep() {
  return (
    <ul className={styles.checklist} aria-label="What you set up">
      {DONE.map((item) => (
        <li key={item} className={styles.checkItem}>
          <Icon name="check" className={styles.checkIcon} />
          {item}
        </li>
      ))}
    </ul>
  );
}
