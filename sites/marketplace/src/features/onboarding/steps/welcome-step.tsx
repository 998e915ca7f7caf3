// Step 0: the welcome checklist of what the tour sets up (about 2-3 minutes), numbered: nothing is done yet.
import { ONBOARDING_TEXTS, ONBOARDING_WELCOME_CHECKLIST } from '@dealloop/core';
import * as styles from '../onboarding-wizard.css';

/** The welcome step. */
export function WelcomeStep() {
  return (
    <ol className={styles.checklist} aria-label={ONBOARDING_TEXTS.welcomeChecklist}>
      {ONBOARDING_WELCOME_CHECKLIST.map((item, index) => (
        <li key={item} className={styles.checkItem}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          {item}
        </li>
      ))}
    </ol>
  );
}
