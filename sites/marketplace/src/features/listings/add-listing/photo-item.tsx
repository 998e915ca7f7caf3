// One photo of the uploader: thumbnail, name, upload progress or problem, and its actions.
import { LISTING_PHOTO_TEXTS as T, uploadProgressLabel } from '@dealloop/core';
import { Button, Icon, IconButton, ProgressBar } from '@dealloop/ui';
import { useId } from 'react';
import * as styles from './photo-uploader.css';
import type { ListingPhoto } from './use-photo-uploads';

export interface PhotoItemProps {
  photo: ListingPhoto;
  /** Whether this is the listing's cover (the first photo the card shows). */
  isCover: boolean;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  onMove: (offset: number) => void;
  onMakeCover: () => void;
  onRetry: () => void;
  onRemove: () => void;
}

/** What a photo's upload shows: a word, the bytes sent, and the bar's value (null: indeterminate). */
interface UploadView {
  label: 'Uploading…' | 'Processing…' | 'Uploaded';
  detail: string | null;
  value: number | null;
  max: number | null;
}

/** The upload view: bytes while they go out; "Processing" once all are sent and the server works; then done. */
function uploadView(photo: ListingPhoto): UploadView {
  if (photo.status === 'uploaded') return { label: 'Uploaded', detail: null, value: 1, max: 1 };
  const total = photo.progress?.total ?? null;
  const loaded = photo.progress?.loaded ?? 0;
  if (total !== null && total > 0 && loaded < total) {
    const detail = uploadProgressLabel(loaded, total);
    return { label: 'Uploading…', detail, value: loaded, max: total };
  }
  return { label: photo.progress ? 'Processing…' : 'Uploading…', detail: null, value: null, max: null };
}

/** A photo in the list. */
export function PhotoItem({
  photo,
  isCover,
  canMoveEarlier,
  canMoveLater,
  onMove,
  onMakeCover,
  onRetry,
  onRemove,
}: PhotoItemProps) {
  const nameId = useId();
  const busy = photo.status === 'uploading' || photo.status === 'uploaded';
  const view = busy ? uploadView(photo) : null;
  return (
    <li className={styles.item} data-status={photo.status}>
      <div className={styles.thumb}>
        {photo.previewUrl ? (
          <img src={photo.previewUrl} alt="" className={styles.thumbImage} />
        ) : (
          <Icon name="alert" size={24} />
        )}
        {isCover ? <span className={styles.coverBadge}>{T.cover}</span> : null}
      </div>
      <div className={styles.details}>
        <p id={nameId} className={styles.name}>
          {photo.name}
        </p>
        {view ? (
          <>
            <ProgressBar
              labelledBy={nameId}
              value={view.value}
              max={view.max}
              valueText={view.detail ?? view.label}
              size="sm"
            />
            <p className={styles.status}>
              {view.label === 'Uploaded' ? <Icon name="check" size={14} /> : null}
              {view.label}
              {view.detail ? <span className={styles.bytes}>{view.detail}</span> : null}
            </p>
          </>
        ) : (
          <p className={styles.problem} role="alert">
            <Icon name="alert" size={14} />
            {photo.error}
          </p>
        )}
        <div className={styles.actions}>
          {photo.status === 'failed' ? (
            <Button size="sm" variant="secondary" aria-label={T.retryPhoto(photo.name)} onClick={onRetry}>
              {T.retry}
            </Button>
          ) : null}
          {!isCover && photo.status !== 'invalid' && photo.status !== 'failed' ? (
            <Button size="sm" variant="ghost" aria-label={T.makeCoverPhoto(photo.name)} onClick={onMakeCover}>
              {T.makeCover}
            </Button>
          ) : null}
          <span className={styles.iconActions}>
            {photo.status !== 'invalid' ? (
              <>
                <IconButton
                  icon="chevronLeft"
                  label={T.moveEarlier(photo.name)}
                  size="sm"
                  disabled={!canMoveEarlier}
                  onClick={() => onMove(-1)}
                />
                <IconButton
                  icon="chevronRight"
                  label={T.moveLater(photo.name)}
                  size="sm"
                  disabled={!canMoveLater}
                  onClick={() => onMove(1)}
                />
              </>
            ) : null}
            <IconButton icon="close" label={T.remove(photo.name)} size="sm" onClick={onRemove} />
          </span>
        </div>
      </div>
    </li>
  );
}
