// /properties: the listing search. Every filter lives in the URL (shareable, survives reload and Back), with a
// list view and a map view of the same results, the number of matches and further pages on demand. How many
// results were shown stays in the history entry, so Back from a listing shows as many again (and the scroll
// position, ScrollRestoration); the search is remembered for the listing page's "All deals".
import {
  EMPTY_SEARCH_FILTERS,
  formatNumber,
  type MapBounds,
  mapBoundsToParam,
  PAGE_TITLES,
  type PropertySearchFilters,
  parseMapBounds,
  parseSearchFilters,
  SEARCH_PAGE_TEXTS,
  SKELETON_CARD_COUNT,
  searchFiltersToParams,
} from '@dealloop/core';
import { Alert, Button, Icon, PageHeader, type PropertyCardView, visuallyHidden } from '@dealloop/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDocumentTitle } from '../../../app/use-document-title';
import { EmptyState } from '../../../components/empty-state';
import { useLocation, useNavigate, useSearchParams } from '../../../router';
import { SaveSearchButton } from '../../saved-searches/save-search-button';
import { currentPosition } from '../browser-location';
import type { MapView } from '../maps/lazy-interactive-map';
import { type Property, toCardView } from '../property';
import { PropertyGrid } from '../property-grid';
import { rememberSearch, searchEntryState, shownInEntry } from '../search-return';
import * as styles from './properties-page.css';
import { SearchFiltersForm } from './search-filters-form';
import { SearchResultsMap } from './search-results-map';
import { usePropertySearch } from './use-property-search';

/**
 * The ways of showing results, kept in the URL as `view=map` or `view=split` (list is the default). The map views
 * keep the map's visible box in `bounds`: the results are the listings inside it, so the list follows the map.
 */
type ResultsView = 'list' | 'map' | 'split';
/** Pins a map view loads per page (the API's largest page). */
const MAP_PAGE_SIZE = 50;

const viewOf = (value: string | null): ResultsView => (value === 'map' || value === 'split' ? value : 'list');

const countText = (total: number) => `${formatNumber(total)} ${total === 1 ? 'property' : 'properties'}`;

/** The listing search page. */
export default function PropertiesPage() {
  useDocumentTitle(PAGE_TITLES.properties);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSearchFilters(params), [params]);
  const view = viewOf(params.get('view'));
  const boundsParam = params.get('bounds');
  const bounds = useMemo(() => {
    const parsed = boundsParam === null ? null : parseMapBounds(boundsParam);
    return parsed?.ok ? mapBoundsToParam(parsed.bounds) : null;
  }, [boundsParam]);
  const location = useLocation();
  const navigate = useNavigate();
  const search = usePropertySearch(filters, {
    map: view === 'list' ? null : { bounds, limit: MAP_PAGE_SIZE },
    restore: shownInEntry(location.state),
    // The entry keeps the count (no new entry, no scroll): Back from a listing loads as many again.
    onMore: (shown) =>
      navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: searchEntryState(shown), preventScrollReset: true },
      ),
  });
  useEffect(() => rememberSearch(location.pathname + location.search), [location.pathname, location.search]);

  const show = (next: PropertySearchFilters, nextView: ResultsView = view) => {
    const query = searchFiltersToParams(next);
    if (nextView !== 'list') {
      query.set('view', nextView);
      // A new place starts a new map: the box of the old one would hide it.
      if (bounds && next.location === filters.location && next.near === filters.near)
        query.set('bounds', bounds);
    }
    setParams(query);
  };
  /** Moving the map searches its visible box (one history entry per search, not per drag). */
  const follow = (box: MapBounds) => {
    const next = mapBoundsToParam(box);
    if (next === bounds) return;
    const query = searchFiltersToParams(filters);
    query.set('view', view);
    query.set('bounds', next);
    setParams(query, { replace: true, preventScrollReset: true });
  };
  // Where the map opens: the box in the URL, else (once the first results are in) the extent of their pins.
  const [mapView] = useState<MapView>(() => {
    const parsed = boundsParam === null ? null : parseMapBounds(boundsParam);
    return parsed?.ok ? { bounds: parsed.bounds } : 'pins';
  });
  // Once shown, the map stays while the list follows it (a new search is loading, not a new map), and keeps the
  // pins it has until the new ones come.
  const [mapShown, setMapShown] = useState(mapView !== 'pins');
  const shownPins = useRef<Property[]>([]);
  if (search.status !== 'loading') shownPins.current = search.items;
  useEffect(() => {
    if (search.status !== 'loading') setMapShown(true);
  }, [search.status]);
  const locate = async () => {
    const position = await currentPosition();
    if (!position) return false;
    // Near me replaces a place: listings around the visitor, not in a city they typed earlier.
    show({ ...filters, location: '', near: position, sort: 'distance' });
    return true;
  };

  const cards: PropertyCardView[] | null =
    search.status === 'loading' ? null : search.items.map((property) => toCardView(property));
  const placeName = search.place?.found ? search.place.placeName : null;
  const heading = placeName ? `Wholesale properties in ${placeName}` : 'Wholesale properties';
  const noResults = search.status !== 'loading' && search.items.length === 0;

  const results = noResults ? (
    <EmptyState
      icon="search"
      title={search.status === 'failed' ? SEARCH_PAGE_TEXTS.failed : SEARCH_PAGE_TEXTS.noMatches}
    >
      {search.status === 'failed' ? (
        <Button variant="primary" onClick={search.retry}>
          {SEARCH_PAGE_TEXTS.tryAgain}
        </Button>
      ) : (
        <>
          <p>{SEARCH_PAGE_TEXTS.widerSearch}</p>
          <Button variant="secondary" onClick={() => show({ ...EMPTY_SEARCH_FILTERS })}>
            {SEARCH_PAGE_TEXTS.clearAllFilters}
          </Button>
        </>
      )}
    </EmptyState>
  ) : (
    <>
      <PropertyGrid
        cards={cards}
        skeletons={SKELETON_CARD_COUNT}
        label={SEARCH_PAGE_TEXTS.resultsLabel}
        headingLevel={2}
      />
      {search.status === 'ready' && (search.hasMore || search.total !== null) ? (
        <div className={styles.more}>
          <p className={styles.note}>
            {SEARCH_PAGE_TEXTS.showing(
              formatNumber(search.items.length),
              search.total !== null ? formatNumber(search.total) : null,
            )}
          </p>
          {search.hasMore ? (
            <Button variant="secondary" loading={search.loadingMore} onClick={search.loadMore}>
              {SEARCH_PAGE_TEXTS.showMore}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );

  return (
    <div className={styles.page}>
      <PageHeader title={heading} actions={<SaveSearchButton filters={filters} />} />
      <SearchFiltersForm filters={filters} onChange={(next) => show(next)} onLocate={locate} />
      {search.place && !search.place.found ? (
        <Alert tone="info">{SEARCH_PAGE_TEXTS.placeNotFound(filters.location)}</Alert>
      ) : null}
      <div className={styles.resultBar}>
        <p className={styles.count} role="status" aria-live="polite">
          {search.status === 'loading'
            ? SEARCH_PAGE_TEXTS.searching
            : search.total !== null
              ? countText(search.total)
              : countText(search.items.length)}
        </p>
        <fieldset className={styles.viewToggle}>
          <legend className={visuallyHidden}>{SEARCH_PAGE_TEXTS.view}</legend>
          <button
            type="button"
            className={styles.viewButton}
            aria-pressed={view === 'list'}
            onClick={() => show(filters, 'list')}
          >
            <Icon name="grid" size={16} /> {SEARCH_PAGE_TEXTS.listView}
          </button>
          <button
            type="button"
            className={styles.viewButton}
            aria-pressed={view === 'map'}
            onClick={() => show(filters, 'map')}
          >
            <Icon name="map" size={16} /> {SEARCH_PAGE_TEXTS.mapView}
          </button>
          <button
            type="button"
            className={styles.splitButton}
            aria-pressed={view === 'split'}
            onClick={() => show(filters, 'split')}
          >
            <Icon name="grid" size={16} /> {SEARCH_PAGE_TEXTS.splitView}
          </button>
        </fieldset>
      </div>
      {view === 'list' ? (
        results
      ) : (
        <div className={view === 'split' ? styles.splitLayout : styles.mapLayout}>
          <div className={styles.mapPane}>
            {mapShown ? (
              <SearchResultsMap
                properties={shownPins.current}
                loading={search.status === 'loading'}
                view={mapView}
                onBoundsChange={follow}
              />
            ) : null}
          </div>
          {view === 'split' ? <div className={styles.listPane}>{results}</div> : null}
        </div>
      )}
    </div>
  );
}
