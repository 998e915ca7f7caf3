// Step 5: all set: what the tour created, before going to the dashboard.
import { ONBOARDING_TEXTS } from '@dealloop/core';
import { Icon } from '@dealloop/ui';
import * as styles from '../onboarding-wizard.css';

/** The last step. */
export function DoneStep() {
  return (
    <ul className={styles.checklist} aria-label={ONBOARDING_TEXTS.doneChecklist}>
      {ONBOARDING_TEXTS.done.map((item) => (
        <li key={item} className={styles.checkItem}>
          <Icon name="check" className={styles.checkIcon} />
          {item}
        </li>
      ))}
    </ul>
  );
}
