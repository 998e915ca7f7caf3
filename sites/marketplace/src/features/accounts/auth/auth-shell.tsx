// The frame of the account screens: a brand panel beside the form (the panel is left out on small screens).
import { Icon } from '@dealloop/ui';
import type { ReactNode } from 'react';
import { pagePath } from '../../../app/page-paths';
import { Link } from '../../../router';
import * as styles from './auth-page.css';

const BENEFITS = [
  'Browse off-market properties from wholesalers and motivated sellers.',
  'Save searches and hear about matching deals the moment they are listed.',
  'Make offers and keep every assignment contract in one place.',
];

/** The account screen frame; `children` is the form panel's content. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <aside className={styles.brand} aria-label="Why DealLoop">
          <div>
            <p className={styles.brandEyebrow}>DealLoop</p>
            <p className={styles.brandTitle}>
              The wholesale real estate marketplace built for closing deals.
            </p>
          </div>
          <ul className={styles.brandList}>
            {BENEFITS.map((benefit) => (
              <li key={benefit} className={styles.brandItem}>
                <span className={styles.brandCheck}>
                  <Icon name="check" size={16} />
                </span>
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <p className={styles.brandNote}>
            We protect your data and never sell it. Read our{' '}
            <Link className={styles.brandLink} to={pagePath('privacyPolicy')}>
              Privacy Policy
            </Link>
            .
          </p>
        </aside>
        <div className={styles.panel}>{children}</div>
      </div>
    </div>
  );
}
