// /buyers-list/unsubscribe?token=… (no sign-in): names whose buyers list the link leaves, and leaves it on one click.
import { BUYERS_LIST_TEXTS, PAGE_TITLES } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { useState } from 'react';
import { useServices } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { ResourceView } from '../../components/resource-view';
import { useSearchParams } from '../../router';
import * as styles from './buyers-list.css';
import { buyersListApi } from './buyers-list-api';

/** The leave-the-list page. */
export default function BuyersListUnsubscribePage() {
  useDocumentTitle(PAGE_TITLES.buyersListUnsubscribe);
  const token = useSearchParams()[0].get('token')?.trim() || null;
  const owner = useApiResource(token ? `buyers-list-leave:${token}` : null, (client) =>
    buyersListApi(client).leaving({ query: { token: token! } }),
  );
  const invalid = (
    <p className={styles.panel} role="alert">
      {BUYERS_LIST_TEXTS.unsubscribeInvalid}
    </p>
  );
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{BUYERS_LIST_TEXTS.unsubscribeTitle}</h1>
      {token ? (
        <ResourceView resource={owner} what="this link" missing={invalid}>
          {(found) => <Leave token={token} ownerName={found.ownerName} />}
        </ResourceView>
      ) : (
        invalid
      )}
    </div>
  );
}

function Leave({ token, ownerName }: { token: string; ownerName: string }) {
  const { client } = useServices();
  const [state, setState] = useState<'ready' | 'working' | 'done' | 'failed'>('ready');
  const leave = async () => {
    setState('working');
    try {
      await buyersListApi(client).leave({ query: { token } });
      setState('done');
    } catch {
      setState('failed');
    }
  };
  if (state === 'done') {
    return (
      <p className={styles.panel} role="status">
        {BUYERS_LIST_TEXTS.unsubscribed}
      </p>
    );
  }
  return (
    <div className={styles.panel}>
      <p>{BUYERS_LIST_TEXTS.unsubscribeIntro(ownerName || 'this investor')}</p>
      {state === 'failed' ? (
        <p className={styles.error} role="alert">
          {BUYERS_LIST_TEXTS.unsubscribeInvalid}
        </p>
      ) : null}
      <Button variant="primary" loading={state === 'working'} onClick={leave}>
        {BUYERS_LIST_TEXTS.unsubscribeButton}
      </Button>
    </div>
  );
}
