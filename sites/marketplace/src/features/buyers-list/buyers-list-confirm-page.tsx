// /buyers-list/confirm?token=… (no sign-in): the link of a join's confirmation email. Opening it changes nothing
// (mail scanners open links too); the buyer joins the list with the Confirm button. A used link says it is
// confirmed; an expired or unknown one says so and leads back to joining.
import { ApiError } from '@dealloop/client';
import { BUYERS_LIST_TEXTS, PAGE_TITLES } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { useState } from 'react';
import { useServices } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { ResourceView } from '../../components/resource-view';
import { Link, useSearchParams } from '../../router';
import * as styles from './buyers-list.css';
import { type BuyersListConfirmation, buyersListApi } from './buyers-list-api';

/** The confirmation page. */
export default function BuyersListConfirmPage() {
  useDocumentTitle(PAGE_TITLES.buyersListConfirm);
  const token = useSearchParams()[0].get('token')?.trim() || null;
  const link = useApiResource(token ? `buyers-list-confirm:${token}` : null, (client) =>
    buyersListApi(client).confirmation({ query: { token: token! } }),
  );
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{BUYERS_LIST_TEXTS.confirmTitle}</h1>
      {token ? (
        <ResourceView resource={link} what="this link" missing={<Invalid />}>
          {(found) => <Confirmation token={token} found={found} />}
        </ResourceView>
      ) : (
        <Invalid />
      )}
    </div>
  );
}

/** An unknown link: nothing says whose list it was, so it leads to the investors to join again. */
function Invalid() {
  return (
    <div className={styles.panel}>
      <p className={styles.error} role="alert">
        {BUYERS_LIST_TEXTS.confirmInvalid}
      </p>
      <Link to="/investors">{BUYERS_LIST_TEXTS.findInvestor}</Link>
    </div>
  );
}

function Expired({ ownerId }: { ownerId: string }) {
  return (
    <div className={styles.panel}>
      <p className={styles.error} role="alert">
        {BUYERS_LIST_TEXTS.confirmExpired}
      </p>
      <Link to={`/profile/${encodeURIComponent(ownerId)}/buyers-list`}>{BUYERS_LIST_TEXTS.joinAgain}</Link>
    </div>
  );
}

function Confirmation({ token, found }: { token: string; found: BuyersListConfirmation }) {
  const { client } = useServices();
  const [state, setState] = useState<BuyersListConfirmation['state'] | 'working' | 'joined' | 'failed'>(
    found.state,
  );
  const confirm = async () => {
    setState('working');
    try {
      const result = await buyersListApi(client).confirm({ query: { token } });
      setState(result.alreadyConfirmed ? 'confirmed' : 'joined');
    } catch (error) {
      setState(error instanceof ApiError && error.status === 410 ? 'expired' : 'failed');
    }
  };
  if (state === 'expired') return <Expired ownerId={found.ownerId} />;
  if (state === 'joined' || state === 'confirmed') {
    return (
      <p className={styles.panel} role="status">
        {state === 'joined' ? BUYERS_LIST_TEXTS.joined : BUYERS_LIST_TEXTS.alreadyConfirmed}
      </p>
    );
  }
  return (
    <div className={styles.panel}>
      <p>{BUYERS_LIST_TEXTS.confirmIntro(found.ownerName || 'this investor')}</p>
      {state === 'failed' ? (
        <p className={styles.error} role="alert">
          {BUYERS_LIST_TEXTS.confirmFailed}
        </p>
      ) : null}
      <Button variant="primary" loading={state === 'working'} onClick={confirm}>
        {BUYERS_LIST_TEXTS.confirmButton}
      </Button>
    </div>
  );
}
