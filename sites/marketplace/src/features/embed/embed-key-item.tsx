// One embed key on the Embed page: name, the key with Copy, its allowed origins and creation date, Edit (the
// form dialog) and Revoke after confirming.

import type { EmbedKey, EmbedKeyFields } from '@dealloop/contract';
import { Button, Card } from '@dealloop/ui';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDealTime } from '../../deals/deal-format';
import * as styles from './embed.css';
import { EmbedKeyFormDialog } from './embed-key-form-dialog';
import { EMBED_TEXTS } from './embed-texts';

export interface EmbedKeyItemProps {
  embedKey: EmbedKey;
  /** Copies the key (and tells the user). */
  onCopy: (text: string) => void;
  /** Saves changes; rejects (after telling the user, or with a 400 the form shows) when they fail. */
  onChange: (changes: EmbedKeyFields) => Promise<void>;
  /** Revokes the key; rejects (after telling the user) when it fails. */
  onRevoke: () => Promise<void>;
}

/** An embed key with its actions. */
export function EmbedKeyItem({ embedKey, onCopy, onChange, onRevoke }: EmbedKeyItemProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [revoking, setRevoking] = useState(false);

  const revoke = async () => {
    setRevoking(true);
    try {
      await onRevoke();
    } catch {
      setRevoking(false);
    }
  };

  return (
    <Card as="li" elevated aria-labelledby={headingId}>
      <div className={styles.itemHeader}>
        <h3 id={headingId} className={styles.itemName}>
          {embedKey.name}
        </h3>
        <div className={styles.actions}>
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            {EMBED_TEXTS.edit}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {EMBED_TEXTS.revoke}
          </Button>
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{EMBED_TEXTS.keyLabel}</dt>
          <dd className={styles.keyRow}>
            <code className={styles.keyValue}>{embedKey.key}</code>
            <Button size="sm" variant="secondary" onClick={() => onCopy(embedKey.key)}>
              {EMBED_TEXTS.copyKey}
            </Button>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{EMBED_TEXTS.originsOf}</dt>
          <dd className={styles.factValue}>
            <ul className={styles.origins}>
              {embedKey.allowedOrigins.map((origin) => (
                <li key={origin}>
                  <code>{origin}</code>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{EMBED_TEXTS.created}</dt>
          <dd className={styles.factValue}>
            <time dateTime={embedKey.createdAt}>{formatDealTime(embedKey.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {editing ? (
        <EmbedKeyFormDialog
          title={EMBED_TEXTS.editTitle}
          submitLabel={EMBED_TEXTS.save}
          initial={{ name: embedKey.name, allowedOrigins: embedKey.allowedOrigins }}
          onClose={() => setEditing(false)}
          onSubmit={async (fields) => {
            await onChange(fields);
            setEditing(false);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={EMBED_TEXTS.revokeTitle}
        description={EMBED_TEXTS.revokeConfirm(embedKey.name)}
        cancelLabel={EMBED_TEXTS.cancel}
        confirmLabel={EMBED_TEXTS.revoke}
        busy={revoking}
        onConfirm={revoke}
      />
    </Card>
  );
}
