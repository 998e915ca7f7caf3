// The top navigation bar (docs/product/navigation.md): logo, links, Share, Add Listing, Sign In or the avatar menu.
import { AUTH_PATH, addListingPath, isShareHidden, MESSAGES, topNavLinksFor } from '@dealloop/core';
import { buttonClassName, cx, Icon } from '@dealloop/ui';
import { useAuth } from '../app/services-context';
import { rolesOf } from '../features/accounts/auth-store';
import { NotificationBell } from '../features/alerts/notification-bell';
import { Link, NavLink, useLocation } from '../router';
import { AvatarMenu } from './avatar-menu';
import { Logo } from './logo';
import { PhoneNavMenu } from './phone-nav-menu';
import { ShareButton } from './share-button';
import * as styles from './top-nav.css';

/** Sign In goes to /auth and comes back to the current page afterwards (not to / or an auth page). */
export function signInPath(location: { pathname: string; search: string }): string {
  const { pathname, search } = location;
  if (pathname === '/' || pathname === AUTH_PATH || pathname.startsWith(`${AUTH_PATH}/`)) return AUTH_PATH;
  return `${AUTH_PATH}?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * The top bar. Below 768px it condenses: the links fold into the phone menu button, and the logo, Share (icon only),
 * Add Listing and Sign In or the avatar menu stay.
 */
export function TopNav() {
  const auth = useAuth();
  const location = useLocation();
  const signedIn = auth.status === 'signed_in';
  const links = topNavLinksFor(rolesOf(auth));
  return (
    <header className={styles.header} data-signed-in={signedIn || undefined}>
      <nav aria-label="Main" className={styles.bar}>
        <Logo />
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.key}>
              <NavLink to={link.path} className={styles.link}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <PhoneNavMenu />
          {signedIn ? <NotificationBell /> : null}
          {signedIn && !isShareHidden(location.pathname) ? <ShareButton /> : null}
          <Link
            to={addListingPath(signedIn)}
            className={cx(buttonClassName({ variant: 'cta', size: 'sm' }), styles.addListing)}
          >
            <Icon name="plus" size={16} />
            {MESSAGES.addListing}
          </Link>
          {signedIn ? (
            <AvatarMenu />
          ) : (
            <Link to={signInPath(location)} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              {MESSAGES.signIn}
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
