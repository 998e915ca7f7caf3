// The listing page's "All deals": the way back to the search the visitor came from, filters and all.
import { LISTING_PAGE_TEXTS, propertySearchPath } from '@dealloop/core';
import { Icon } from '@dealloop/ui';
import { isPlainClick } from '../../../layout/avatar-menu-items';
import { Link, useLocation, useNavigate } from '../../../router';
import { lastSearch, openedFromSearch } from '../search-return';
import * as styles from './property-page.css';

/**
 * Back to the search the listing was opened from (a history Back, so the results shown and the scroll come back
 * too), else to the search last looked at in this tab, else to every deal.
 */
export function AllDealsLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const openedFrom = openedFromSearch(location.state);
  return (
    <Link
      className={styles.back}
      to={openedFrom ?? lastSearch() ?? propertySearchPath('')}
      onClick={(event) => {
        if (!openedFrom || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(-1);
      }}
    >
      <Icon name="chevronLeft" size={16} />
      {LISTING_PAGE_TEXTS.allDeals}
    </Link>
  );
}
