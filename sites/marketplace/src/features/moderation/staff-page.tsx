// The gate of the moderator pages: signed-out visitors go to sign in; members without the role read that the page
// is for moderators (the server refuses them with 403 whatever the page shows).
import { MODERATION_TEXTS } from '@dealloop/core';
import type { ReactNode } from 'react';
import { useAuth } from '../../app/services-context';
import * as styles from '../../deals/deals.css';
import { SignedInPage, type Viewer } from '../../deals/signed-in-page';

/** Shows `children(viewer)` to moderators and admins (or admins only with `adminsOnly`), a notice to others. */
export function StaffPage({
  title,
  adminsOnly = false,
  children,
}: {
  title: string;
  adminsOnly?: boolean;
  children: (viewer: Viewer & { isModerator: boolean }) => ReactNode;
}) {
  const { isModerator } = useAuth();
  return (
    <SignedInPage title={title}>
      {(viewer) =>
        viewer.isAdmin || (isModerator && !adminsOnly) ? (
          children({ ...viewer, isModerator })
        ) : (
          <div className={styles.page}>
            <h1 className={styles.title}>{title}</h1>
            <div className={styles.card} role="alert">
              <strong>{adminsOnly ? MODERATION_TEXTS.adminsOnly : MODERATION_TEXTS.staffOnly}</strong>
              <p className={styles.muted}>{MODERATION_TEXTS.staffOnlyDetail}</p>
            </div>
          </div>
        )
      }
    </SignedInPage>
  );
}
