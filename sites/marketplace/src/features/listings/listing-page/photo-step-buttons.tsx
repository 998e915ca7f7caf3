// Previous and Next over a listing photo: the gallery's and the fullscreen viewer's, each with its own look.
import { LISTING_GALLERY_TEXTS } from '@dealloop/core';
import { Icon } from '@dealloop/ui';

/** The buttons' class names: both, and each one's place. */
export interface PhotoStepClasses {
  button: string;
  previous: string;
  next: string;
}

/** Previous and Next photo (nothing for a single photo); `show` is given the index to show. */
export function PhotoStepButtons({
  index,
  count,
  show,
  classes,
}: {
  index: number;
  count: number;
  show: (index: number) => void;
  classes: PhotoStepClasses;
}) {
  if (count <= 1) return null;
  return (
    <>
      <button
        type="button"
        className={`${classes.button} ${classes.previous}`}
        aria-label={LISTING_GALLERY_TEXTS.previous}
        onClick={() => show(index - 1)}
      >
        <Icon name="chevronLeft" />
      </button>
      <button
        type="button"
        className={`${classes.button} ${classes.next}`}
        aria-label={LISTING_GALLERY_TEXTS.next}
        onClick={() => show(index + 1)}
      >
        <Icon name="chevronRight" />
      </button>
    </>
  );
}
