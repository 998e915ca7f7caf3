// The Not Found page: for any path without a built page (the server answers those with status 404).
import { AUTH_PATH, MESSAGES, NOT_FOUND_TITLE, TOP_NAV_LINKS } from '@dealloop/core';
import { buttonClassName, Icon } from '@dealloop/ui';
import { useAuth } from '../../app/services-context';
import { useDocumentTitle } from '../../app/use-document-title';
import { Link } from '../../router';
import * as styles from './not-found-page.css';

const helpLink = TOP_NAV_LINKS.find((link) => link.key === 'help');

/** A friendly 404 with ways back: home, help, and sign in for visitors. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  const { status } = useAuth();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="not-found-title">
        <span className={styles.illustration}>
          <Icon name="building" size={56} />
        </span>
        <span className={styles.code}>404</span>
        <h1 id="not-found-title" className={styles.title}>
          We can't find that page
        </h1>
        <p className={styles.text}>
          The address may be mistyped, or the page may have moved or not be open yet. These will get you back
          on track.
        </p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName({ variant: 'primary', size: 'lg' })}>
            <Icon name="home" size={18} />
            Go to the home page
          </Link>
          {helpLink ? (
            <Link to={helpLink.path} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
              <Icon name="help" size={18} />
              Visit the {helpLink.label} Center
            </Link>
          ) : null}
          {status === 'signed_out' ? (
            <Link to={AUTH_PATH} className={buttonClassName({ variant: 'ghost', size: 'lg' })}>
              {MESSAGES.signIn}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
