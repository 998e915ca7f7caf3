// The investor directory at /investors: published profiles filtered by search text, profile type, specialty and
// market (all in the URL), newest first, with Show more; each card links to the public profile.

import type { DirectoryFilters, PublicProfileView } from '@dealloop/contract';
import {
  INVESTOR_SPECIALTIES,
  INVESTORS_TEXTS,
  PAGE_TITLES,
  PROFILE_TEMPLATE_LABELS,
  PROFILE_TEMPLATES,
  US_STATE_CODES_BY_NAME,
  US_STATES,
} from '@dealloop/core';
import { Button, SelectField, TextField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/services-context';
import { useCursorPages } from '../../app/use-cursor-pages';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import { useSearchParams } from '../../router';
import * as shared from '../profiles/profile-shared.css';
import { InvestorCard } from './investor-card';
import { investorsApi } from './investors-api';
import * as styles from './investors-page.css';

const FILTER_KEYS = ['q', 'profileType', 'specialty', 'market'] as const;

/** The directory's filters, as in the page's URL. */
type InvestorFilters = Record<(typeof FILTER_KEYS)[number], string>;

/** The directory's query of the URL's filters (blank ones left out) and a page cursor. */
const directoryQuery = (filters: InvestorFilters, cursor: string | null): DirectoryFilters => ({
  q: filters.q || undefined,
  // The URL's profile type goes as it is: the API judges it (an unknown one answers 400).
  profileType: (filters.profileType || undefined) as DirectoryFilters['profileType'],
  specialty: filters.specialty || undefined,
  market: filters.market || undefined,
  cursor: cursor ?? undefined,
});

const filtersOf = (params: URLSearchParams): InvestorFilters => ({
  q: params.get('q') ?? '',
  profileType: params.get('profileType') ?? '',
  specialty: params.get('specialty') ?? '',
  market: params.get('market') ?? '',
});

/** The investor directory page. */
export default function InvestorsPage() {
  useDocumentTitle(PAGE_TITLES.investors);
  const { client } = useServices();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const filterKey = FILTER_KEYS.map((key) => filters[key]).join('\u0000');
  const [text, setText] = useState(filters.q);
  const {
    pages: listing,
    showMore,
    retry,
  } = useCursorPages<PublicProfileView>({
    load: (cursor) => investorsApi(client).list({ query: directoryQuery(filters, cursor) }),
    queryKey: filterKey,
    what: INVESTORS_TEXTS.what,
  });

  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', text.trim());
  };

  return (
    <div className={shared.page}>
      <header className={styles.header}>
        <h1 className={shared.title}>{INVESTORS_TEXTS.heading}</h1>
        <p className={shared.muted}>{INVESTORS_TEXTS.intro}</p>
      </header>
      <form className={styles.filters} onSubmit={search} aria-label={INVESTORS_TEXTS.search}>
        <TextField
          label={INVESTORS_TEXTS.search}
          type="search"
          value={text}
          placeholder={INVESTORS_TEXTS.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label={INVESTORS_TEXTS.profileType}
          value={filters.profileType}
          onChange={(event) => setFilter('profileType', event.target.value)}
          options={[
            { value: '', label: INVESTORS_TEXTS.anyType },
            ...PROFILE_TEMPLATES.map((value) => ({ value, label: PROFILE_TEMPLATE_LABELS[value] })),
          ]}
        />
        <SelectField
          label={INVESTORS_TEXTS.specialty}
          value={filters.specialty}
          onChange={(event) => setFilter('specialty', event.target.value)}
          options={[
            { value: '', label: INVESTORS_TEXTS.anySpecialty },
            ...INVESTOR_SPECIALTIES.map((value) => ({ value, label: value })),
            ...(filters.specialty && !INVESTOR_SPECIALTIES.includes(filters.specialty)
              ? [{ value: filters.specialty, label: filters.specialty }]
              : []),
          ]}
        />
        <SelectField
          label={INVESTORS_TEXTS.market}
          value={filters.market}
          onChange={(event) => setFilter('market', event.target.value)}
          options={[
            { value: '', label: INVESTORS_TEXTS.anyState },
            ...US_STATE_CODES_BY_NAME.map((code) => ({ value: code, label: US_STATES[code]! })),
          ]}
        />
        <div className={styles.filterActions}>
          <Button type="submit" variant="primary">
            {INVESTORS_TEXTS.submit}
          </Button>
          {FILTER_KEYS.some((key) => filters[key]) ? (
            <Button
              variant="ghost"
              onClick={() => {
                setText('');
                setParams(new URLSearchParams());
              }}
            >
              {INVESTORS_TEXTS.clear}
            </Button>
          ) : null}
        </div>
      </form>

      {listing.status === 'failed' ? (
        <EmptyState icon="alert" title={INVESTORS_TEXTS.failedTitle}>
          <Button variant="primary" onClick={retry}>
            {INVESTORS_TEXTS.tryAgain}
          </Button>
        </EmptyState>
      ) : listing.status === 'loading' ? (
        <p className={shared.muted} aria-busy="true">
          {INVESTORS_TEXTS.loading}
        </p>
      ) : listing.items.length === 0 ? (
        <EmptyState icon="search" title={INVESTORS_TEXTS.emptyTitle} />
      ) : (
        <>
          <ul className={styles.grid} aria-label={INVESTORS_TEXTS.heading}>
            {listing.items.map((profile) => (
              <li key={profile.userId}>
                <InvestorCard profile={profile} />
              </li>
            ))}
          </ul>
          {listing.nextCursor ? (
            <Button
              variant="secondary"
              loading={listing.loadingMore}
              onClick={showMore}
              className={styles.more}
            >
              {INVESTORS_TEXTS.showMore}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
