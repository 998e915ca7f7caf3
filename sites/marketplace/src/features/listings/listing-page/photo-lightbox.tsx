// The listing's photos fullscreen (loaded only when opened): a modal named after the listing with a counter
// ("3 / 12"), Close, previous/next, arrow keys, Home/End, Escape and swipes; focus stays inside while it is open
// and goes back to what opened it on close.
import { LISTING_GALLERY_TEXTS, listingPhotoAlt } from '@dealloop/core';
import { focusableElements, Icon } from '@dealloop/ui';
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { PropertyImage } from '../property';
import * as styles from './photo-lightbox.css';
import { PhotoStepButtons } from './photo-step-buttons';
import { useSwipe } from './use-swipe';

export interface PhotoLightboxProps {
  images: PropertyImage[];
  title: string;
  /** The photo shown (from 0). */
  index: number;
  /** Shows another photo (wrapping around). */
  onShow: (index: number) => void;
  onClose: () => void;
}

/** The fullscreen photo viewer, rendered at the end of the body. */
export default function PhotoLightbox({ images, title, index, onShow, onClose }: PhotoLightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const show = (next: number) => onShow((next + count) % count);
  const { handlers } = useSwipe((direction) => show(direction === 'next' ? index + 1 : index - 1));

  // Focus moves to Close on open and stays inside (focus landing outside is brought back); on close it returns to
  // the opener. The page behind does not scroll meanwhile.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const keepFocusInside = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) closeRef.current?.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(count - 1);
    else if (event.key === 'Tab') {
      // Tab and Shift+Tab wrap around the viewer's buttons.
      const focusable = dialogRef.current ? focusableElements(dialogRef.current) : [];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) last.focus();
      else if (!event.shiftKey && document.activeElement === last) first.focus();
      else return;
    } else return;
    event.preventDefault();
  };

  const image = images[index]!;
  return createPortal(
    <div
      ref={dialogRef}
      className={styles.scrim}
      role="dialog"
      aria-modal="true"
      aria-label={LISTING_GALLERY_TEXTS.photosOf(title)}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          {index + 1} / {count}
        </p>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label={LISTING_GALLERY_TEXTS.close}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.stage} {...handlers}>
        <img className={styles.image} src={image.full} alt={listingPhotoAlt(title, index + 1, count)} />
        <PhotoStepButtons
          index={index}
          count={count}
          show={show}
          classes={{ button: styles.navButton, previous: styles.previous, next: styles.next }}
        />
      </div>
    </div>,
    document.body,
  );
}
