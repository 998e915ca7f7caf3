// "Save to favorites": a toggle button that saves or unsaves a listing; signed-out visitors go to sign in first.
import { FAVORITE_LABELS } from '@dealloop/core';
import { Button, buttonClassName } from '@dealloop/ui';
import { useAuth } from '../../app/services-context';
import { Heart } from '../../components/heart-icon';
import { signInPath } from '../../layout/top-nav';
import { Link, useLocation } from '../../router';
import { useFavorites } from './use-favorites';

/** The button's texts (core's). */
export { FAVORITE_LABELS };

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
