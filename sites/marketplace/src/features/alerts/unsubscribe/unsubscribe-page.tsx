// /unsubscribe?token=… (no sign-in): names the kind of email the link stops, and stops it on one click.
import type { UnsubscribeTarget } from '@dealloop/contract';
import { EMAIL_MESSAGES, PAGE_TITLES } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { useState } from 'react';
import { useServices } from '../../../app/services-context';
import { useApiResource } from '../../../app/use-api-resource';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ResourceView } from '../../../components/resource-view';
import { Link, useSearchParams } from '../../../router';
import { alertsApi } from '../alerts-api';
import * as styles from '../email-preferences/email-preferences.css';

/** The unsubscribe confirmation page. */
export default function UnsubscribePage() {
  useDocumentTitle(PAGE_TITLES.unsubscribe);
  const token = useSearchParams()[0].get('token')?.trim() || null;
  const target = useApiResource(token ? `unsubscribe:${token}` : null, (client) =>
    alertsApi(client).unsubscribeTarget({ query: { token: token! } }),
  );
  const invalid = (
    <div className={styles.card} role="alert">
      <p className={styles.lead}>{EMAIL_MESSAGES.unsubscribeInvalid}</p>
      <Link to="/email-preferences">{EMAIL_MESSAGES.manageSettings}</Link>
    </div>
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{EMAIL_MESSAGES.unsubscribeTitle}</h1>
      {token ? (
        <ResourceView resource={target} what="this unsubscribe link" missing={invalid}>
          {(found) => <Confirm token={token} target={found} />}
        </ResourceView>
      ) : (
        invalid
      )}
    </div>
  );
}

function Confirm({ token, target }: { token: string; target: UnsubscribeTarget }) {
  const { client } = useServices();
  const [state, setState] = useState<'ready' | 'working' | 'done' | 'failed' | 'invalid'>('ready');
  const unsubscribe = async () => {
    setState('working');
    try {
      await alertsApi(client).unsubscribe({ query: { token } });
      setState('done');
    } catch (error) {
      const status = (error as { status?: number }).status;
      setState(status === 404 ? 'invalid' : 'failed');
    }
  };
  if (state === 'done') {
    return (
      <div className={styles.card} role="status">
        <p className={styles.lead}>{EMAIL_MESSAGES.unsubscribed(target.label)}</p>
        <Link to="/email-preferences">{EMAIL_MESSAGES.manageSettings}</Link>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <p className={styles.lead}>{EMAIL_MESSAGES.unsubscribeQuestion(target.label)}</p>
      {state === 'failed' ? (
        <p className={styles.muted} role="alert">
          {EMAIL_MESSAGES.unsubscribeFailed}
        </p>
      ) : null}
      {state === 'invalid' ? (
        <p className={styles.muted} role="alert">
          {EMAIL_MESSAGES.unsubscribeInvalid}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" onClick={unsubscribe} disabled={state === 'working'}>
          {state === 'working' ? EMAIL_MESSAGES.unsubscribing : EMAIL_MESSAGES.unsubscribeConfirm}
        </Button>
        <Link to="/email-preferences">{EMAIL_MESSAGES.manageSettings}</Link>
      </div>
    </div>
  );
}
