// The Edit control of a listing, shown to its owner (and admins) only: opens the Add Listing wizard prefilled.
import { editListingPath, LISTING_EDIT_TEXTS } from '@dealloop/core';
import { buttonClassName } from '@dealloop/ui';
import { useAuth } from '../../app/services-context';
import { Link } from '../../router';

/** The link, or nothing for anyone who may not change the listing (the server refuses them too). */
export function EditListingLink({ listingId, ownerId }: { listingId: string; ownerId: string }) {
  const auth = useAuth();
  const mayEdit = auth.status === 'signed_in' && (auth.user?.id === ownerId || auth.isAdmin);
  if (!mayEdit) return null;
  return (
    <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={editListingPath(listingId)}>
      {LISTING_EDIT_TEXTS.editButton}
    </Link>
  );
}
