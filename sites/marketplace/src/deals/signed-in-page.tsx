// The gate of the private deal pages: signed-out visitors go to sign in and come back; the page gets the user.
import type { CurrentUser } from '@dealloop/client';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useAuth } from '../app/services-context';
import { signInPath } from '../layout/top-nav';
import { Link, Navigate, useLocation } from '../router';
import * as styles from './deals.css';

/** The signed-in user and their admin flag, as the private pages need them. */
export interface Viewer {
  user: CurrentUser;
  isAdmin: boolean;
}

/**
 * Shows `children(viewer)` when signed in. A visitor who arrives signed out is sent to /auth?redirect=<this page>
 * (like Add Listing); someone who signs out here stays, with the heading and a link to sign in again.
 */
export function SignedInPage({
  title,
  children,
}: {
  title: string;
  children: (viewer: Viewer) => ReactNode;
}) {
  const auth = useAuth();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  if (auth.status === 'signed_in' && auth.user) {
    wasSignedIn.current = true;
    return <>{children({ user: auth.user, isAdmin: auth.isAdmin })}</>;
  }
  if (!wasSignedIn.current) return <Navigate to={signInPath(location)} replace />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>
        You are signed out. <Link to={signInPath(location)}>Sign in</Link> to see this page.
      </p>
    </div>
  );
}
