// The heart on a property card: saves the listing to (or removes it from) the user's favorites; signed-out
// visitors go to sign in and come back.
import { FAVORITE_LABELS, saveListingLabel } from '@dealloop/core';
import { useAuth } from '../../app/services-context';
import { Heart } from '../../components/heart-icon';
import { signInPath } from '../../layout/top-nav';
import { useLocation, useNavigate } from '../../router';
import * as styles from './card-favorite-button.css';
import { useFavorites } from './use-favorites';

/** A card's heart for the listing `propertyId` titled `title`; pressed when saved. */
export function CardFavoriteButton({ propertyId, title }: { propertyId: string; title: string }) {
  const signedIn = useAuth().status === 'signed_in';
  const favorites = useFavorites();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = signedIn && favorites.ids.has(propertyId);
  const busy = favorites.pending.has(propertyId);
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={saveListingLabel(title)}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      title={saved ? FAVORITE_LABELS.saved : FAVORITE_LABELS.save}
      onClick={() => {
        if (!signedIn) navigate(signInPath(location));
        else if (!busy) void favorites.toggle(propertyId);
      }}
    >
      <Heart filled={saved} />
    </button>
  );
}
