// The listing photos: one large photo with previous/next, swipes and arrow keys on the focused gallery, thumbnails,
// and a fullscreen viewer (photo-lightbox.tsx, loaded when first opened).
import { LISTING_GALLERY_TEXTS, LISTING_PHOTO_SIZES, listingPhotoAlt } from '@dealloop/core';
import { Icon } from '@dealloop/ui';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import type { PropertyImage } from '../property';
import { PhotoStepButtons } from './photo-step-buttons';
import * as styles from './property-page.css';
import { useSwipe } from './use-swipe';

const PhotoLightbox = lazy(() => import('./photo-lightbox'));

/**
 * Widths of a listing photo's variants (server/src/storage/image-processing.ts, LISTING_IMAGE_VARIANTS): the
 * browser picks the smallest that fills the stage.
 */
const VARIANT_WIDTHS = { thumb: 400, card: 800, full: 1600 } as const;

/** The `srcset` of a listing photo: each variant with its width. */
export function photoSrcSet(image: PropertyImage): string {
  return (Object.keys(VARIANT_WIDTHS) as (keyof typeof VARIANT_WIDTHS)[])
    .map((variant) => `${image[variant]} ${VARIANT_WIDTHS[variant]}w`)
    .join(', ');
}

/** A keyboard-navigable photo gallery (full-size photos); a placeholder when there are none. */
export function PropertyGallery({ images, title }: { images: PropertyImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const count = images.length;
  const show = (next: number) => setIndex((next + count) % count);
  const { handlers, swiped } = useSwipe((direction) => show(direction === 'next' ? index + 1 : index - 1));
  if (count === 0) {
    return (
      <div className={styles.stage}>
        <div className={styles.noPhoto}>
          <Icon name="building" size={56} />
          <span>{LISTING_GALLERY_TEXTS.noPhotos}</span>
        </div>
      </div>
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(count - 1);
    else return;
    event.preventDefault();
  };
  const image = images[index]!;
  return (
    <section
      className={styles.gallery}
      aria-label={LISTING_GALLERY_TEXTS.photosOf(title)}
      onKeyDown={onKeyDown}
    >
      <div className={`${styles.stage} ${styles.swipeable}`} {...handlers}>
        <img
          className={styles.stageImage}
          src={image.full}
          srcSet={photoSrcSet(image)}
          sizes={LISTING_PHOTO_SIZES}
          fetchPriority="high"
          alt={listingPhotoAlt(title, index + 1, count)}
        />
        <button
          type="button"
          className={styles.openFullscreen}
          aria-label={LISTING_GALLERY_TEXTS.fullscreen}
          aria-haspopup="dialog"
          onClick={() => {
            // The click ending a mouse drag is the swipe's, not a request for the viewer.
            if (swiped.current) swiped.current = false;
            else setFullscreen(true);
          }}
        />
        <PhotoStepButtons
          index={index}
          count={count}
          show={show}
          classes={{ button: styles.navButton, previous: styles.prev, next: styles.next }}
        />
        <span className={styles.counter} aria-live="polite">
          {index + 1} / {count}
        </span>
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs} aria-label={LISTING_GALLERY_TEXTS.allPhotos}>
          {images.map((photo, position) => (
            <li key={photo.full}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={LISTING_GALLERY_TEXTS.showPhoto(position + 1)}
                aria-current={position === index}
                onClick={() => setIndex(position)}
              >
                <img className={styles.thumbImage} src={photo.thumb} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fullscreen ? (
        <Suspense fallback={null}>
          <PhotoLightbox
            images={images}
            title={title}
            index={index}
            onShow={setIndex}
            onClose={() => setFullscreen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
