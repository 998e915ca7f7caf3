// The frame of the account screens: a brand panel beside the form (the panel is left out on small screens).
import { AUTH_FORM_TEXTS as TEXTS } from '@dealloop/core';
import { Icon } from '@dealloop/ui';
import type { ReactNode } from 'react';
import { pagePath } from '../../../app/page-paths';
import { Link } from '../../../router';
import * as styles from './auth-page.css';

/** The account screen frame; `children` is the form panel's content. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <aside className={styles.brand} aria-label={TEXTS.brandLabel}>
          <div>
            <p className={styles.brandEyebrow}>{TEXTS.brandEyebrow}</p>
            <p className={styles.brandTitle}>{TEXTS.brandTitle}</p>
          </div>
          <ul className={styles.brandList}>
            {TEXTS.benefits.map((benefit) => (
              <li key={benefit} className={styles.brandItem}>
                <span className={styles.brandCheck}>
                  <Icon name="check" size={16} />
                </span>
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <p className={styles.brandNote}>
            {TEXTS.privacyNote}{' '}
            <Link className={styles.brandLink} to={pagePath('privacyPolicy')}>
              {TEXTS.privacyPolicy}
            </Link>
            .
          </p>
        </aside>
        <div className={styles.panel}>{children}</div>
      </div>
    </div>
  );
}
