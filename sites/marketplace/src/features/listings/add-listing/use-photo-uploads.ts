// The photos of a new listing: checked when picked, uploaded at once with progress, retried, removed, reordered.
import type { Upload, UploadProgress } from '@dealloop/client';
import { LISTING_LIMITS, LISTING_MESSAGES, validateImageFile } from '@dealloop/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../app/error-message';
import { useServices } from '../../../app/services-context';

/**
 * One picked file. `invalid`: refused before sending (not an image, 5MB or more); `uploading`: on its way (with
 * the bytes sent so far); `uploaded`: stored by the server; `failed`: the upload did not succeed (retry).
 */
export interface ListingPhoto {
  key: string;
  name: string;
  file: File;
  /** A local URL of the file for its thumbnail (null for a file that is not an image). */
  previewUrl: string | null;
  status: 'invalid' | 'uploading' | 'uploaded' | 'failed';
  progress: UploadProgress | null;
  error: string | null;
  upload: Upload | null;
}

/** What the photo list can do. */
export interface PhotoUploads {
  photos: readonly ListingPhoto[];
  /** Takes picked files; answers a message when some were left out (over the photo limit), else null. */
  add(files: readonly File[]): string | null;
  retry(key: string): void;
  /** Removes a photo, cancelling its upload. */
  remove(key: string): void;
  /** Moves a photo `offset` places (the first photo is the cover). */
  move(key: string, offset: number): void;
  /** Makes a photo the first one, the cover of the listing's card. */
  makeCover(key: string): void;
  /** Removes every photo. */
  clear(): void;
  /** The upload ids of the stored photos, cover first. */
  imageIds: readonly string[];
  /** The stored uploads, cover first. */
  uploads: readonly Upload[];
}

let nextKey = 0;

/** The photos state of the Add Listing form; uploads run as soon as files are picked. */
export function usePhotoUploads(): PhotoUploads {
  const { client } = useServices();
  const [photos, setPhotos] = useState<ListingPhoto[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());

  const update = useCallback((key: string, change: Partial<ListingPhoto>) => {
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      controllers.current.get(key)?.abort();
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { status: 'uploading', progress: null, error: null, upload: null });
      client.uploads
        .upload(file, 'listing', file.name, {
          signal: controller.signal,
          onProgress: (progress) => {
            if (!controller.signal.aborted) update(key, { progress });
          },
        })
        .then(
          (upload) => {
            if (controller.signal.aborted) return;
            update(key, { status: 'uploaded', upload });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            update(key, { status: 'failed', error: errorMessage(error) });
          },
        )
        .finally(() => {
          if (controllers.current.get(key) === controller) controllers.current.delete(key);
        });
    },
    [client, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const accepted = photos.filter((photo) => photo.status !== 'invalid').length;
      const room = Math.max(0, LISTING_LIMITS.maxPhotos - accepted);
      const picked: ListingPhoto[] = [];
      let valid = 0;
      let leftOut = 0;
      for (const file of files) {
        const problem = validateImageFile(file);
        if (!problem && valid >= room) {
          leftOut += 1;
          continue;
        }
        nextKey += 1;
        const key = `photo-${nextKey}`;
        let previewUrl: string | null = null;
        if (!problem) {
          valid += 1;
          previewUrl = URL.createObjectURL(file);
          previews.current.set(key, previewUrl);
        }
        picked.push({
          key,
          name: file.name,
          file,
          previewUrl,
          status: problem ? 'invalid' : 'uploading',
          progress: null,
          error: problem,
          upload: null,
        });
      }
      setPhotos((current) => [...current, ...picked]);
      for (const photo of picked) if (photo.status === 'uploading') start(photo.key, photo.file);
      return leftOut ? LISTING_MESSAGES.tooManyPhotos : null;
    },
    [photos, start],
  );

  const forget = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const preview = previews.current.get(key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(key);
  }, []);

  const remove = useCallback(
    (key: string) => {
      forget(key);
      setPhotos((current) => current.filter((photo) => photo.key !== key));
    },
    [forget],
  );

  const clear = useCallback(() => {
    for (const key of [...previews.current.keys(), ...controllers.current.keys()]) forget(key);
    setPhotos([]);
  }, [forget]);

  const retry = useCallback(
    (key: string) => {
      const photo = photos.find((candidate) => candidate.key === key);
      if (photo?.status === 'failed') start(key, photo.file);
    },
    [photos, start],
  );

  const move = useCallback((key: string, offset: number) => {
    setPhotos((current) => {
      const from = current.findIndex((photo) => photo.key === key);
      const to = from + offset;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      const [photo] = next.splice(from, 1);
      next.splice(to, 0, photo!);
      return next;
    });
  }, []);

  const makeCover = useCallback((key: string) => {
    setPhotos((current) => {
      const photo = current.find((candidate) => candidate.key === key);
      return photo ? [photo, ...current.filter((candidate) => candidate.key !== key)] : current;
    });
  }, []);

  // Leaving the page cancels the uploads under way and frees the thumbnails.
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const preview of previews.current.values()) URL.revokeObjectURL(preview);
    },
    [],
  );

  const uploads = useMemo(
    () => photos.flatMap((photo) => (photo.status === 'uploaded' && photo.upload ? [photo.upload] : [])),
    [photos],
  );
  const imageIds = useMemo(() => uploads.map((upload) => upload.id), [uploads]);
  return { photos, add, retry, remove, move, makeCover, clear, imageIds, uploads };
}
