// The photos section of the Add Listing form: pick or drop images, each uploaded at once with its progress.
import { ADD_LISTING_PARTS_TEXTS, FILE_BUTTON_TEXTS, IMAGE_MAX_BYTES, LISTING_LIMITS } from '@dealloop/core';
import { FileButton, Icon } from '@dealloop/ui';
import { type DragEvent, forwardRef, useId, useState } from 'react';
import { PhotoItem } from './photo-item';
import * as styles from './photo-uploader.css';
import type { PhotoUploads } from './use-photo-uploads';

export interface PhotoUploaderProps {
  uploads: PhotoUploads;
  /** A problem with the photos as a whole (still uploading, failed ones, the server's word). */
  error?: string | null;
}

const LIMIT_HINT = `JPG, PNG, WebP, GIF or AVIF, each under ${IMAGE_MAX_BYTES / 1024 / 1024}MB, up to ${LISTING_LIMITS.maxPhotos} photos. The first photo is the cover buyers see on the card.`;

/** The photo picker (ui's FileButton, so it works with the keyboard and screen readers) and the photo list. */
export const PhotoUploader = forwardRef<HTMLButtonElement, PhotoUploaderProps>(function PhotoUploader(
  { uploads, error },
  ref,
) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const take = (files: FileList | File[] | null) => {
    if (files?.length) setNotice(uploads.add([...files]));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const message = error ?? notice;
  // The cover is the first photo that is (being) stored: a refused or failed one is never labelled the cover.
  const firstKept = uploads.photos.findIndex(
    (photo) => photo.status === 'uploading' || photo.status === 'uploaded',
  );
  const { photos } = uploads;
  return (
    <div className={styles.uploader}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the Add photos button inside is the keyboard path */}
      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <FileButton
          ref={ref}
          className={styles.pickButton}
          label={FILE_BUTTON_TEXTS.listingPhotos}
          accept="image/*"
          multiple
          aria-invalid={Boolean(message)}
          aria-describedby={[message ? errorId : null, hintId].filter(Boolean).join(' ')}
          onFiles={take}
        />
        <span className={styles.dropHint} aria-hidden="true">
          {ADD_LISTING_PARTS_TEXTS.dropHint}
        </span>
      </div>
      <p id={hintId} className={styles.hint}>
        {LIMIT_HINT}
      </p>
      {message ? (
        <p id={errorId} className={styles.problem}>
          <Icon name="alert" size={16} />
          {message}
        </p>
      ) : null}
      {photos.length ? (
        <ol className={styles.list} aria-label={ADD_LISTING_PARTS_TEXTS.photos}>
          {photos.map((photo, index) => (
            <PhotoItem
              key={photo.key}
              photo={photo}
              isCover={index === firstKept}
              canMoveEarlier={index > 0}
              canMoveLater={index < photos.length - 1}
              onMove={(offset) => uploads.move(photo.key, offset)}
              onMakeCover={() => uploads.makeCover(photo.key)}
              onRetry={() => uploads.retry(photo.key)}
              onRemove={() => {
                uploads.remove(photo.key);
                setNotice(null);
              }}
            />
          ))}
        </ol>
      ) : null}
    </div>
  );
});
