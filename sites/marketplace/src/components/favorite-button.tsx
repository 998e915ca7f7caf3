// "Save to favorites": a toggle button that saves or unsaves a listing; signed-out visitors go to sign in first.
import { Button, buttonClassName, cx } from '@dealloop/ui';
import { useAuth } from '../app/services-context';
import { useFavorites } from '../favorites/use-favorites';
import { signInPath } from '../layout/top-nav';
import { Link, useLocation } from '../router';
import * as styles from './favorite-button.css';

/** The button's texts. */
export const FAVORITE_LABELS = { save: 'Save to favorites', saved: 'Saved' } as const;

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      className={cx(styles.heart, filled && styles.saved)}
      width={18}
      height={18}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

/**
 * Saves the listing to (or removes it from) the signed-in user's favorites, showing the change at once; a signed-out
 * visitor gets a link to /auth that comes back to this page.
 */
export function FavoriteButton({ propertyId }: { propertyId: string }) {
  const auth = useAuth();
  const location = useLocation();
  const favorites = useFavorites();
  if (auth.status !== 'signed_in') {
    return (
      <Link className={buttonClassName({ variant: 'secondary' })} to={signInPath(location)}>
        <Heart filled={false} />
        {FAVORITE_LABELS.save}
      </Link>
    );
  }
  const saved = favorites.ids.has(propertyId);
  return (
    <Button
      variant="secondary"
      aria-pressed={saved}
      loading={favorites.pending.has(propertyId)}
      icon={<Heart filled={saved} />}
      onClick={() => void favorites.toggle(propertyId)}
    >
      {saved ? FAVORITE_LABELS.saved : FAVORITE_LABELS.save}
    </Button>
  );
}
