// The filter bar of /properties: location with suggestions, price range, type, beds, baths, status, distance
// from the visitor and the order. Each choice applies at once; the location applies on Search or a suggestion.
import {
  activeFilterCount,
  EMPTY_SEARCH_FILTERS,
  MAX_PRICE_OPTIONS,
  MESSAGES,
  MIN_BATHS_OPTIONS,
  MIN_BEDS_OPTIONS,
  MIN_PRICE_OPTIONS,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertySearchFilters,
  type PropertyStatus,
  type PropertyType,
  RADIUS_OPTIONS,
  SEARCH_PAGE_TEXTS,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  type SearchSort,
} from '@dealloop/core';
import { Button, Icon, SelectField, type SelectOption } from '@dealloop/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { LocationSearchBox } from '../location-search-box';
import * as styles from './properties-page.css';

export interface SearchFiltersFormProps {
  filters: PropertySearchFilters;
  onChange: (filters: PropertySearchFilters) => void;
  /** Asks for the visitor's position; resolves false when it could not be had. */
  onLocate: () => Promise<boolean>;
}

const ANY = '';

const numberChoice = (value: string): number | null => (value === ANY ? null : Number(value));

const priceOptions = (options: typeof MIN_PRICE_OPTIONS): SelectOption[] =>
  options.map((option) => ({
    value: option.value === null ? ANY : String(option.value),
    label: option.label,
  }));

const minimumOptions = (values: readonly number[]): SelectOption[] => [
  { value: ANY, label: 'Any' },
  ...values.map((value) => ({ value: String(value), label: `${value}+` })),
];

/** A single choice among several values; a URL asking for several shows them as one extra choice. */
function manyChoice<T extends string>(
  selected: readonly T[],
  all: readonly T[],
  labels: Readonly<Record<T, string>>,
  anyLabel: string,
): { value: string; options: SelectOption[] } {
  const options = [{ value: ANY, label: anyLabel }, ...all.map((value) => ({ value, label: labels[value] }))];
  if (selected.length <= 1) return { value: selected[0] ?? ANY, options };
  const several = selected.join(',');
  return {
    value: several,
    options: [...options, { value: several, label: selected.map((v) => labels[v]).join(', ') }],
  };
}

/** The filters of the listing search. */
export function SearchFiltersForm({ filters, onChange, onLocate }: SearchFiltersFormProps) {
  const [text, setText] = useState(filters.location);
  const [expanded, setExpanded] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const panelId = useId();
  useEffect(() => setText(filters.location), [filters.location]);

  const change = (changes: Partial<PropertySearchFilters>) => onChange({ ...filters, ...changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ location: text.trim() });
  };
  const locate = async () => {
    setLocating(true);
    setLocateFailed(false);
    const ok = await onLocate();
    // A location typed but not searched goes too: the search is around the visitor now.
    if (ok) setText('');
    setLocating(false);
    setLocateFailed(!ok);
  };

  const count = activeFilterCount(filters);
  const types = manyChoice<PropertyType>(filters.types, PROPERTY_TYPES, PROPERTY_TYPE_LABELS, 'All types');
  const statuses = manyChoice<PropertyStatus>(
    filters.statuses,
    PROPERTY_STATUSES,
    PROPERTY_STATUS_LABELS,
    'Any status',
  );
  const sortOptions = SEARCH_SORTS.map((sort) => ({
    value: sort,
    label: SEARCH_SORT_LABELS[sort],
    disabled: sort === 'distance' && !filters.near,
  }));

  return (
    <search>
      <form className={styles.filters} aria-label={SEARCH_PAGE_TEXTS.filtersLabel} onSubmit={submit}>
        <div className={styles.locationRow}>
          <LocationSearchBox
            value={text}
            onChange={setText}
            onPick={(place) => change({ location: place })}
            label={SEARCH_PAGE_TEXTS.location}
            hideLabel
            name="location"
            placeholder={SEARCH_PAGE_TEXTS.locationPlaceholder}
          />
          <Button type="submit" variant="cta" icon={<Icon name="search" size={18} />}>
            {MESSAGES.searchDeals}
          </Button>
          <Button
            type="button"
            variant="secondary"
            className={styles.filtersToggle}
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((open) => !open)}
            icon={<Icon name="sliders" size={18} />}
          >
            {SEARCH_PAGE_TEXTS.filters(count)}
          </Button>
        </div>
        <div id={panelId} className={styles.filterPanel} data-expanded={expanded}>
          <SelectField
            label={SEARCH_PAGE_TEXTS.minPrice}
            options={priceOptions(MIN_PRICE_OPTIONS)}
            value={filters.minPrice === null ? ANY : String(filters.minPrice)}
            onChange={(event) => change({ minPrice: numberChoice(event.target.value) })}
          />
          <SelectField
            label={SEARCH_PAGE_TEXTS.maxPrice}
            options={priceOptions(MAX_PRICE_OPTIONS)}
            value={filters.maxPrice === null ? ANY : String(filters.maxPrice)}
            onChange={(event) => change({ maxPrice: numberChoice(event.target.value) })}
          />
          <SelectField
            label={SEARCH_PAGE_TEXTS.propertyType}
            options={types.options}
            value={types.value}
            onChange={(event) =>
              change({ types: event.target.value ? (event.target.value.split(',') as PropertyType[]) : [] })
            }
          />
          <SelectField
            label={SEARCH_PAGE_TEXTS.beds}
            options={minimumOptions(MIN_BEDS_OPTIONS)}
            value={filters.minBeds === null ? ANY : String(filters.minBeds)}
            onChange={(event) => change({ minBeds: numberChoice(event.target.value) })}
          />
          <SelectField
            label={SEARCH_PAGE_TEXTS.baths}
            options={minimumOptions(MIN_BATHS_OPTIONS)}
            value={filters.minBaths === null ? ANY : String(filters.minBaths)}
            onChange={(event) => change({ minBaths: numberChoice(event.target.value) })}
          />
          <SelectField
            label={SEARCH_PAGE_TEXTS.status}
            options={statuses.options}
            value={statuses.value}
            onChange={(event) =>
              change({
                statuses: event.target.value ? (event.target.value.split(',') as PropertyStatus[]) : [],
              })
            }
          />
          {filters.near ? (
            <SelectField
              label={SEARCH_PAGE_TEXTS.distance}
              options={[
                { value: ANY, label: SEARCH_PAGE_TEXTS.anyDistance },
                ...RADIUS_OPTIONS.map((miles) => ({
                  value: String(miles),
                  label: SEARCH_PAGE_TEXTS.withinMiles(miles),
                })),
              ]}
              value={filters.radius === null ? ANY : String(filters.radius)}
              onChange={(event) => change({ radius: numberChoice(event.target.value) })}
            />
          ) : null}
          <div className={styles.nearControls}>
            {filters.near ? (
              <Button
                type="button"
                variant="ghost"
                icon={<Icon name="close" size={16} />}
                onClick={() =>
                  change({
                    near: null,
                    radius: null,
                    sort: filters.sort === 'distance' ? 'newest' : filters.sort,
                  })
                }
              >
                {SEARCH_PAGE_TEXTS.stopNearMe}
              </Button>
            ) : (
              <Button
                type="button"
                variant="ghost"
                loading={locating}
                icon={<Icon name="crosshair" size={16} />}
                onClick={() => void locate()}
              >
                {locating ? SEARCH_PAGE_TEXTS.locating : SEARCH_PAGE_TEXTS.nearMe}
              </Button>
            )}
            {locateFailed ? (
              <p className={styles.note} role="status">
                {SEARCH_PAGE_TEXTS.locationRefused}
              </p>
            ) : null}
          </div>
        </div>
        <div className={styles.orderRow}>
          <SelectField
            label={SEARCH_PAGE_TEXTS.sortBy}
            className={styles.sortField}
            options={sortOptions}
            value={filters.sort}
            onChange={(event) => change({ sort: event.target.value as SearchSort })}
          />
          {count || filters.location ? (
            <Button type="button" variant="ghost" onClick={() => onChange({ ...EMPTY_SEARCH_FILTERS })}>
              {SEARCH_PAGE_TEXTS.clearAll}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
