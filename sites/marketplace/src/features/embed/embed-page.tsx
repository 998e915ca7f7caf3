// /dashboard/embed: the signed-in user's embed keys (create, edit, revoke) and the snippets with a live preview
// of the widgets for their website. Creating a key is a paid feature: a plan without it sees the "A Pro feature"
// notice with a link to /pricing instead of New key, and keeps the keys it has.
import type { EmbedKey, EmbedKeyFields } from '@dealloop/contract';
import { PAGE_TITLES } from '@dealloop/core';
import { Button, PageHeader } from '@dealloop/ui';
import { type ReactNode, useState } from 'react';
import { useServices, useToast } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { copyText } from '../../components/copy-text';
import { EmptyState } from '../../components/empty-state';
import { LoadFailedState } from '../../components/load-failed-state';
import { SignedInPage } from '../../deals/signed-in-page';
import { featureAccess, useMyPlan } from '../billing/my-plan';
import { PaidFeatureNotice } from '../billing/paid-feature-notice';
import { QuotaLines } from '../billing/quota-lines';
import * as styles from './embed.css';
import { EmbedKeyFormDialog, isFormRefusal } from './embed-key-form-dialog';
import { EmbedKeyItem } from './embed-key-item';
import { embedKeysApi, listEmbedKeys } from './embed-keys-api';
import { EmbedSnippets } from './embed-snippets';
import { EMBED_TEXTS } from './embed-texts';

/** The Embed page; signed-out visitors are sent to sign in and come back. */
export default function EmbedPage() {
  useDocumentTitle(PAGE_TITLES.dashboardEmbed);
  return (
    <SignedInPage title={EMBED_TEXTS.heading}>
      {({ user }) => <EmbedDashboard userId={user.id} />}
    </SignedInPage>
  );
}

function EmbedDashboard({ userId }: { userId: string }) {
  const { client } = useServices();
  const toast = useToast();
  const { state, update, reload } = useApiResource(`embed-keys:${userId}`, listEmbedKeys);
  const [creating, setCreating] = useState(false);
  const plan = useMyPlan();
  const widgets = featureAccess(plan, 'embedWidgets');

  const copy = async (text: string, copied: string) => {
    try {
      await copyText(text);
      toast.success(copied);
    } catch (error) {
      console.warn('DealLoop: copying failed.', error);
      toast.error(EMBED_TEXTS.copyFailed);
    }
  };
  const failed = (error: unknown, message: string, what: string) => {
    if (isFormRefusal(error)) return;
    console.warn(`DealLoop: ${what} an embed key failed.`, error);
    toast.error(message);
  };
  const create = async (fields: EmbedKeyFields) => {
    try {
      const created = await embedKeysApi(client).create({ json: fields });
      update((keys) => [...keys, created]);
      plan.reload();
    } catch (error) {
      failed(error, EMBED_TEXTS.createFailed, 'creating');
      throw error;
    }
    setCreating(false);
    toast.success(EMBED_TEXTS.createdToast);
  };
  const change = async (embedKey: EmbedKey, fields: EmbedKeyFields) => {
    try {
      const changed = await embedKeysApi(client).update({ params: { id: embedKey.id }, json: fields });
      update((keys) => keys.map((key) => (key.id === changed.id ? changed : key)));
    } catch (error) {
      failed(error, EMBED_TEXTS.updateFailed, 'saving');
      throw error;
    }
    toast.success(EMBED_TEXTS.updatedToast);
  };
  const revoke = async (embedKey: EmbedKey) => {
    try {
      await embedKeysApi(client).remove({ params: { id: embedKey.id } });
    } catch (error) {
      console.warn('DealLoop: revoking an embed key failed.', error);
      toast.error(EMBED_TEXTS.revokeFailed);
      throw error;
    }
    update((keys) => keys.filter((key) => key.id !== embedKey.id));
    plan.reload();
    toast.success(EMBED_TEXTS.revokedToast);
  };

  let keys: ReactNode;
  let snippets: ReactNode = <p className={styles.muted}>{EMBED_TEXTS.snippetsNeedKey}</p>;
  if (state.status === 'failed' || state.status === 'missing') {
    keys = <LoadFailedState title={EMBED_TEXTS.loadFailed} onRetry={reload} />;
  } else if (state.status === 'loading') {
    keys = <p className={styles.muted}>{EMBED_TEXTS.loading}</p>;
  } else if (state.data.length === 0) {
    keys = (
      <EmptyState icon="grid" title={EMBED_TEXTS.noKeys}>
        <p className={styles.muted}>{EMBED_TEXTS.noKeysDetail}</p>
      </EmptyState>
    );
  } else {
    keys = (
      <ul className={styles.list} aria-label={EMBED_TEXTS.keysHeading}>
        {state.data.map((embedKey) => (
          <EmbedKeyItem
            key={embedKey.id}
            embedKey={embedKey}
            onCopy={(text) => copy(text, EMBED_TEXTS.keyCopied)}
            onChange={(fields) => change(embedKey, fields)}
            onRevoke={() => revoke(embedKey)}
          />
        ))}
      </ul>
    );
    snippets = (
      <EmbedSnippets
        keys={state.data}
        userId={userId}
        onCopy={(code) => copy(code, EMBED_TEXTS.snippetCopied)}
      />
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={EMBED_TEXTS.heading} subtitle={EMBED_TEXTS.intro} />
      <section className={styles.section} aria-labelledby="embed-keys-heading">
        <div className={styles.sectionHeader}>
          <h2 id="embed-keys-heading" className={styles.sectionTitle}>
            {EMBED_TEXTS.keysHeading}
          </h2>
          {widgets === 'yes' ? (
            <Button variant="primary" onClick={() => setCreating(true)}>
              {EMBED_TEXTS.newKey}
            </Button>
          ) : null}
        </div>
        <p className={styles.muted}>{EMBED_TEXTS.keysIntro}</p>
        {widgets === 'no' ? <PaidFeatureNotice feature="embedWidgets" /> : null}
        {widgets === 'yes' ? <QuotaLines plan={plan} resource="embedKeys" /> : null}
        {keys}
      </section>
      <section className={styles.section} aria-labelledby="embed-snippets-heading">
        <h2 id="embed-snippets-heading" className={styles.sectionTitle}>
          {EMBED_TEXTS.snippetsHeading}
        </h2>
        <p className={styles.muted}>{EMBED_TEXTS.snippetsIntro}</p>
        {snippets}
      </section>
      {creating ? (
        <EmbedKeyFormDialog
          title={EMBED_TEXTS.createTitle}
          submitLabel={EMBED_TEXTS.create}
          initial={{ name: '', allowedOrigins: [] }}
          onClose={() => setCreating(false)}
          onSubmit={create}
        />
      ) : null}
    </div>
  );
}
