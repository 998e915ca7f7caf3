// One saved search on the saved searches page: name, criteria summary, notification toggles, and its actions
// (Run on /properties, Preview matches inline, Edit in a dialog, Delete after confirming). Text alerts need a
// verified phone: the API's sms_consent_required answer is shown under the toggles with a link to Notification Settings.
import { ApiError } from '@dealloop/client';
import {
  NOTIFICATION_SETTINGS_PATH,
  SAVED_SEARCH_TEXTS,
  SMS_SECTION_ID,
  SMS_SETTINGS_TEXTS,
  savedSearchFilters,
  searchFiltersToParams,
} from '@dealloop/core';
import { Button, buttonClassName, Card } from '@dealloop/ui';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Link } from '../../router';
import { SavedSearchFormDialog } from './saved-search-form-dialog';
import { SavedSearchPreview } from './saved-search-preview';
import * as styles from './saved-searches.css';
import type { SavedSearch, SavedSearchChanges } from './saved-searches-api';

export interface SavedSearchItemProps {
  search: SavedSearch;
  /** Saves changes; rejects (after telling the user) when they fail. */
  onChange: (changes: SavedSearchChanges) => Promise<void>;
  /** Deletes the search; rejects (after telling the user) when it fails. */
  onDelete: () => Promise<void>;
}

/** The /properties URL that runs a saved search. */
export function runPath(search: SavedSearch): string {
  const query = searchFiltersToParams(savedSearchFilters(search.criteria)).toString();
  return query ? `/properties?${query}` : '/properties';
}

/** The API's answer when text alerts are asked for without a verified, consenting phone. */
export const SMS_CONSENT_REQUIRED = 'sms_consent_required';

/** Whether `error` is the API refusing text alerts until a phone is verified. */
export const isSmsConsentRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === SMS_CONSENT_REQUIRED;

/** A saved search with its toggles and actions. */
export function SavedSearchItem({ search, onChange, onDelete }: SavedSearchItemProps) {
  const headingId = useId();
  const [previewing, setPreviewing] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [toggling, setToggling] = useState(false);
  const [smsProblem, setSmsProblem] = useState<string | null>(null);

  const toggle = async (changes: SavedSearchChanges) => {
    setToggling(true);
    setSmsProblem(null);
    try {
      await onChange(changes);
    } catch (error) {
      // A refused text alert is explained here; other failures by a toast. The checkbox shows the stored value.
      if (isSmsConsentRequired(error)) setSmsProblem(error.message);
    } finally {
      setToggling(false);
    }
  };
  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete();
    } catch {
      setDeleting(false);
    }
  };

  return (
    <Card as="li" elevated aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.itemName}>
          {search.name}
        </h2>
        <p className={styles.summary}>{search.summary}</p>
        {search.tooBroad ? <p className={styles.warning}>{SAVED_SEARCH_TEXTS.tooBroad}</p> : null}
      </div>
      <div className={styles.toggles}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={search.notifyEmail}
            checked={search.notifyEmail}
            disabled={toggling}
            onChange={(event) => toggle({ notifyEmail: event.target.checked })}
          />
          {SAVED_SEARCH_TEXTS.notifyEmail}
        </label>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={search.notifySms}
            checked={search.notifySms}
            disabled={toggling}
            onChange={(event) => toggle({ notifySms: event.target.checked })}
          />
          {SAVED_SEARCH_TEXTS.notifySms}
        </label>
      </div>
      {smsProblem ? (
        <p className={styles.warning} role="alert">
          {smsProblem}{' '}
          <Link to={`${NOTIFICATION_SETTINGS_PATH}#${SMS_SECTION_ID}`}>{SMS_SETTINGS_TEXTS.consentLink}</Link>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link className={buttonClassName({ variant: 'primary', size: 'sm' })} to={runPath(search)}>
          {SAVED_SEARCH_TEXTS.run}
        </Link>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={previewing}
          onClick={() => setPreviewing(!previewing)}
        >
          {previewing ? SAVED_SEARCH_TEXTS.hidePreview : SAVED_SEARCH_TEXTS.preview}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
          {SAVED_SEARCH_TEXTS.edit}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          {SAVED_SEARCH_TEXTS.delete}
        </Button>
      </div>
      {previewing ? (
        <SavedSearchPreview key={search.updatedAt} searchId={search.id} name={search.name} />
      ) : null}
      {editing ? (
        <SavedSearchFormDialog
          open
          title={SAVED_SEARCH_TEXTS.editTitle}
          initial={{ name: search.name, criteria: search.criteria }}
          onClose={() => setEditing(false)}
          onSubmit={async (draft) => {
            await onChange(draft);
            setEditing(false);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={SAVED_SEARCH_TEXTS.deleteConfirmTitle}
        description={SAVED_SEARCH_TEXTS.deleteConfirm(search.name)}
        cancelLabel={SAVED_SEARCH_TEXTS.cancel}
        confirmLabel={SAVED_SEARCH_TEXTS.delete}
        busy={deleting}
        onConfirm={remove}
      />
    </Card>
  );
}
