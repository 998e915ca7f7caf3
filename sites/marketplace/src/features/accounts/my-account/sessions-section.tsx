// My Account's active sessions: each live session's device, address and last use; sign one out or all others.

import type { ActiveSession } from '@dealloop/contract';
import { MY_ACCOUNT_FIELD_TEXTS } from '@dealloop/core';
import { Button, Card } from '@dealloop/ui';
import { useState } from 'react';
import { errorMessage } from '../../../app/error-message';
import { useServices, useToast } from '../../../app/services-context';
import { useApiResource } from '../../../app/use-api-resource';
import { accountsApi } from '../accounts-api';
import * as styles from './account-page.css';
import { ACCOUNT_TEXTS, describeUserAgent } from './account-texts';

const lastUsed = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The session list; `version` changes reload it (after a password change signs the others out). */
export function SessionsSection({ version = 0 }: { version?: number }) {
  const { client } = useServices();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const { state, reload, update } = useApiResource(`sessions-${version}`, (api) =>
    accountsApi(api)
      .sessions()
      .then((answer) => answer.items),
  );

  const signOut = async (session: ActiveSession) => {
    setBusy(session.id);
    try {
      await accountsApi(client).signOutSession({ params: { id: session.id } });
      update((items) => items.filter((item) => item.id !== session.id));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const signOutOthers = async () => {
    setBusy('others');
    try {
      const { signedOut } = await accountsApi(client).signOutOthers();
      update((items) => items.filter((item) => item.current));
      toast.success(ACCOUNT_TEXTS.signedOutOthers(signedOut));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const items = state.status === 'ready' ? state.data : [];
  return (
    <Card as="section" aria-labelledby="account-sessions">
      <h2 id="account-sessions" className={styles.sectionTitle}>
        {ACCOUNT_TEXTS.sessionsHeading}
      </h2>
      {state.status === 'failed' || state.status === 'missing' ? (
        <p className={styles.muted}>
          {ACCOUNT_TEXTS.sessionsLoadFailed}{' '}
          <Button variant="ghost" size="sm" onClick={reload}>
            {MY_ACCOUNT_FIELD_TEXTS.tryAgain}
          </Button>
        </p>
      ) : null}
      {state.status === 'loading' ? <p className={styles.muted}>{MY_ACCOUNT_FIELD_TEXTS.loading}</p> : null}
      {state.status === 'ready' ? (
        <ul className={styles.sessionList} aria-label={ACCOUNT_TEXTS.sessionsHeading}>
          {items.map((session) => (
            <li key={session.id} className={styles.sessionItem}>
              <div>
                <span className={styles.sessionName}>{describeUserAgent(session.userAgent)}</span>
                {session.current ? <span className={styles.badge}>{ACCOUNT_TEXTS.thisDevice}</span> : null}
                <p className={styles.muted}>
                  {[session.ipAddress, MY_ACCOUNT_FIELD_TEXTS.lastUsed(lastUsed(session.lastUsedAt))]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy === session.id}
                  onClick={() => void signOut(session)}
                  aria-label={MY_ACCOUNT_FIELD_TEXTS.signOutDevice(
                    ACCOUNT_TEXTS.signOutSession,
                    describeUserAgent(session.userAgent),
                  )}
                >
                  {ACCOUNT_TEXTS.signOutSession}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          loading={busy === 'others'}
          disabled={state.status !== 'ready' || items.every((item) => item.current)}
          onClick={() => void signOutOthers()}
        >
          {ACCOUNT_TEXTS.signOutOthers}
        </Button>
      </div>
    </Card>
  );
}
