// The DealLoop logo: the house-and-loop mark and the wordmark, linking home.
import { Link } from '../router';
import * as styles from './top-nav.css';

/** The mark alone (the favicon draws the same). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0B2545" />
      <path
        d="M7.5 15.5 16 8.5l8.5 7M10 14v9.5h12V14"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="18.5" r="2.6" fill="none" stroke="#F5A524" strokeWidth="2.2" />
      <path d="M16 21.1v2.4" stroke="#F5A524" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The logo as the home link of the top bar. */
export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label="DealLoop home">
      <LogoMark />
      <span className={styles.wordmark} aria-hidden="true">
        Deal<span className={styles.wordmarkAccent}>Loop</span>
      </span>
    </Link>
  );
}
