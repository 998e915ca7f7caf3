// The dashboard's saved deals and saved searches: what a buyer keeps, one step from the dashboard.
import { propertySearchPath, SAVED_DEALS_TEXTS, SAVED_SEARCH_TEXTS, savedDealsCount } from '@dealloop/core';
import { useApiResource } from '../../app/use-api-resource';
import { ResourceView } from '../../components/resource-view';
import * as styles from '../../deals/deals.css';
import { Link } from '../../router';
import { useFavorites } from '../favorites/use-favorites';
import { savedSearchesApi } from '../saved-searches/saved-searches-api';

/** How many saved searches the dashboard names before "See your saved searches". */
const SAVED_SEARCHES_SHOWN = 3;

/** The saved deals section: how many, and the way to them. */
export function SavedDealsSection() {
  const favorites = useFavorites();
  const count = favorites.ids.size;
  return (
    <section className={styles.section} aria-labelledby="dashboard-saved-deals">
      <div className={styles.sectionHeader}>
        <h2 id="dashboard-saved-deals" className={styles.sectionTitle}>
          {SAVED_DEALS_TEXTS.title}
        </h2>
        <Link to="/dashboard/favorites">{SAVED_DEALS_TEXTS.overviewLink}</Link>
      </div>
      {favorites.status !== 'ready' ? null : count === 0 ? (
        <p className={styles.muted}>
          {SAVED_DEALS_TEXTS.empty}. {SAVED_DEALS_TEXTS.emptyHint}
        </p>
      ) : (
        <p className={styles.muted}>{savedDealsCount(count)}</p>
      )}
    </section>
  );
}

/** The saved searches section: the first few by name, and the way to all of them. */
export function SavedSearchesSection({ userId }: { userId: string }) {
  const searches = useApiResource(`saved-searches:${userId}`, savedSearchesApi.list);
  return (
    <section className={styles.section} aria-labelledby="dashboard-saved-searches">
      <div className={styles.sectionHeader}>
        <h2 id="dashboard-saved-searches" className={styles.sectionTitle}>
          {SAVED_SEARCH_TEXTS.pageTitle}
        </h2>
        <Link to="/dashboard/saved-searches">{SAVED_SEARCH_TEXTS.overviewLink}</Link>
      </div>
      <ResourceView resource={searches} what="your saved searches">
        {(items) =>
          items.length === 0 ? (
            <p className={styles.muted}>
              {SAVED_SEARCH_TEXTS.empty}. <Link to={propertySearchPath('')}>{SAVED_SEARCH_TEXTS.browse}</Link>
            </p>
          ) : (
            <ul className={styles.list}>
              {items.slice(0, SAVED_SEARCHES_SHOWN).map((search) => (
                <li key={search.id} className={styles.muted}>
                  {search.name}: {search.summary}
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>
    </section>
  );
}
