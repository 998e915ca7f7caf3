// The site footer: copyright and the legal pages.
import { MESSAGES } from '@dealloop/core';
import { Link } from 'react-router';
import { pagePath } from '../app/page-paths';
import * as styles from './site-footer.css';

/** The footer of every page. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} DealLoop. Off-market deals, done right.
        </p>
        <nav aria-label="Legal">
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} to={pagePath('privacyPolicy')}>
                {MESSAGES.cookiePrivacyPolicy}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={pagePath('termsOfService')}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
