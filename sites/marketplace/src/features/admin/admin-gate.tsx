// The gate of the admin pages: signed-out visitors go to sign in; signed-in non-admins read that they have no access.
import { ADMIN_MESSAGES } from '@dealloop/core';
import type { ReactNode } from 'react';
import * as styles from '../../deals/deals.css';
import { SignedInPage, type Viewer } from '../../deals/signed-in-page';

/** Shows `children(viewer)` to admins; everyone else gets the page heading and why they cannot see it. */
export function AdminGate({ title, children }: { title: string; children: (viewer: Viewer) => ReactNode }) {
  return (
    <SignedInPage title={title}>
      {(viewer) =>
        viewer.isAdmin ? (
          children(viewer)
        ) : (
          <div className={styles.page}>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.lead}>{ADMIN_MESSAGES.noAccess}</p>
          </div>
        )
      }
    </SignedInPage>
  );
}
