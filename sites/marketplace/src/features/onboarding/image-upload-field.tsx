// An image picker of the wizard: images under 5MB only ("Image must be less than 5MB"), uploaded with progress.
import { FILE_BUTTON_TEXTS, ONBOARDING_TEXTS, validateImageFile } from '@dealloop/core';
import { FileButton, ProgressBar } from '@dealloop/ui';
import { useId, useState } from 'react';
import { useServices, useToast } from '../../app/services-context';
import * as styles from './onboarding-wizard.css';

/** Shown when the upload itself fails (the file was fine). */
export const UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

/** The upload's file name: the user id, the tag, a timestamp and the extension (docs/product/uploads.md). */
export function uploadFileName(userId: string, tag: 'avatar' | 'logo', file: { name: string; type: string }) {
  const fromName = /\.([A-Za-z0-9]{1,5})$/.exec(file.name)?.[1];
  const extension = (fromName ?? file.type.split('/')[1] ?? 'img').toLowerCase();
  return `${userId}-${tag}-${Date.now()}.${extension}`;
}

export interface ImageUploadFieldProps {
  label: string;
  /** `logo` for the company logo, `avatar` for the profile image. */
  purpose: 'avatar' | 'logo';
  userId: string;
  /** The uploaded image's URL, '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** Told while an upload runs, so the wizard waits for it. */
  onBusyChange?: (busy: boolean) => void;
}

/** A "Choose {label}" button that picks an image, checks it, uploads it and shows a preview. */
export function ImageUploadField({
  label,
  purpose,
  userId,
  value,
  onChange,
  onBusyChange,
}: ImageUploadFieldProps) {
  const { client } = useServices();
  const toast = useToast();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const invalid = validateImageFile(file);
    setProblem(invalid);
    if (invalid) {
      toast.error(invalid);
      return;
    }
    setProgress(0);
    onBusyChange?.(true);
    try {
      const uploaded = await client.uploads.upload(file, purpose, uploadFileName(userId, purpose, file), {
        onProgress: ({ loaded, total }) => setProgress(total ? Math.min(100, (loaded / total) * 100) : null),
      });
      onChange(uploaded.url);
    } catch (error) {
      console.warn('DealLoop: an image upload failed.', error);
      setProblem(UPLOAD_FAILED);
      toast.error(UPLOAD_FAILED);
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  return (
    <div className={styles.upload}>
      <span className={styles.uploadLabel}>{label}</span>
      <div className={styles.uploadRow}>
        {value ? <img className={styles.preview} src={value} alt="" /> : null}
        <FileButton
          label={FILE_BUTTON_TEXTS.image(label)}
          inputLabel={label}
          size="sm"
          accept="image/*"
          disabled={progress !== null}
          onFiles={(files) => void pick(files[0])}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
      </div>
      {progress !== null ? (
        <ProgressBar value={progress} label={ONBOARDING_TEXTS.uploading(label)} size="sm" />
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
