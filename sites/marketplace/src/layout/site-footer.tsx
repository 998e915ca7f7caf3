// The site footer: copyright, the community pages that have no place in the top bar, and the legal pages.
import { FOOTER_COMMUNITY_LINKS, FOOTER_LEGAL_LINKS, type FooterLink } from '@dealloop/core';
import { Link } from '../router';
import * as styles from './site-footer.css';

/** One list of footer links, labelled for screen readers. */
function FooterLinks({ label, links }: { label: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.key}>
            <Link className={styles.link} to={link.path}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer of every page. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} DealLoop. Off-market deals, done right.
        </p>
        <FooterLinks label="Community" links={FOOTER_COMMUNITY_LINKS} />
        <FooterLinks label="Legal" links={FOOTER_LEGAL_LINKS} />
      </div>
    </footer>
  );
}
