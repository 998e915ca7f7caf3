// Step 0: the welcome checklist of what the tour sets up (about 2-3 minutes).
import { ONBOARDING_WELCOME_CHECKLIST } from '@dealloop/core';
import { Icon } from '@dealloop/ui';
import * as styles from '../onboarding-wizard.css';

/** The welcome step. */
export function WelcomeStep() {
  return (
    <ul className={styles.checklist} aria-label="What we will set up">
      {ONBOARDING_WELCOME_CHECKLIST.map((item) => (
        <li key={item} className={styles.checkItem}>
          <Icon name="check" className={styles.checkIcon} />
          {item}
        </li>
      ))}
    </ul>
  );
}
