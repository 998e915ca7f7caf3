// The /counties page: a US county map shaded by active listings, and a sortable, filterable table of counties.
import { ADD_PROPERTY_PATH, formatNumber, MESSAGES, PAGE_TITLES } from '@dealloop/core';
import { Button, buttonClassName, Icon, TextField } from '@dealloop/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useApiResource } from '../../../app/use-api-resource';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Link, useNavigate } from '../../../router';
import { countiesApi } from '../listings-api';
import { type MapCounty, UsMap } from '../maps/us-map';
import * as styles from './counties-page.css';
import { classOf, countyScale, NEUTRAL_FILL, SCALE_FILLS } from './county-color-scale';
import { CountyLegend } from './county-legend';
import {
  type CountyReport,
  type CountyRow,
  type CountySort,
  countySearchPath,
  DEFAULT_COUNTY_SORT,
  filterCounties,
  sortCounties,
} from './county-report';
import { CountyTable } from './county-table';

const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** "173 active listings and 240 listings in all, in 82 counties." and the listings on no county row. */
function summaryOf(totals: CountyReport['totals']): string {
  const active = count(totals.activeListings, 'active listing', 'active listings');
  const all = count(totals.publicListings, 'listing', 'listings');
  const listed = `${active} and ${all} in all, in ${count(totals.counties, 'county', 'counties')}.`;
  const unplaced = totals.unplacedListings;
  if (unplaced === 0) return listed;
  const verb = unplaced === 1 ? 'is' : 'are';
  return `${listed} ${count(unplaced, 'listing has', 'listings have')} no known county and ${verb} not shown.`;
}

/** The counties page. */
export default function CountiesPage() {
  useDocumentTitle(PAGE_TITLES.counties);
  const navigate = useNavigate();
  const { state, reload } = useApiResource('counties', (client) => countiesApi(client).report());
  const [sort, setSort] = useState(DEFAULT_COUNTY_SORT);
  const [filter, setFilter] = useState('');

  const report = state.status === 'ready' ? state.data : null;
  const shading = useMemo(() => {
    if (!report) return null;
    const byFips = new Map(report.counties.map((row) => [row.fips, row]));
    const scale = countyScale(Math.max(0, ...report.counties.map((row) => row.activeListings)));
    return {
      byFips,
      scale,
      fill: (fips: string) => {
        const row = byFips.get(fips);
        if (!row) return undefined;
        const scaleClass = classOf(scale, row.activeListings);
        return scaleClass ? SCALE_FILLS[scaleClass.step] : NEUTRAL_FILL;
      },
      title: (county: MapCounty) => {
        const row = byFips.get(county.fips);
        return row
          ? `${row.name}, ${row.state}: ${count(row.activeListings, 'active listing', 'active listings')}`
          : undefined;
      },
      select: (county: MapCounty) => {
        const row = byFips.get(county.fips);
        if (row) navigate(countySearchPath(row));
      },
    };
  }, [report, navigate]);
  const rows = useMemo(
    () => (report ? sortCounties(filterCounties(report.counties, filter), sort) : []),
    [report, filter, sort],
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Wholesale deals by county</h1>
        <p className={styles.intro}>
          Where investors are listing off-market deals right now. Choose a county on the map or in the table
          to see its listings.
        </p>
      </header>
      {state.status === 'failed' || state.status === 'missing' ? (
        <section className={styles.state} aria-labelledby="counties-state-title">
          <Icon name="alert" size={48} />
          <h2 id="counties-state-title" className={styles.stateTitle}>
            We could not load the counties
          </h2>
          <p>Check your connection and try again.</p>
          <Button onClick={reload}>Try Again</Button>
        </section>
      ) : report && report.counties.length === 0 ? (
        <section className={styles.state} aria-labelledby="counties-state-title">
          <Icon name="mapPin" size={48} />
          <h2 id="counties-state-title" className={styles.stateTitle}>
            No listings on the map yet
          </h2>
          <p>When properties are published, their counties light up here.</p>
          <Link className={buttonClassName({ variant: 'primary' })} to={ADD_PROPERTY_PATH}>
            {MESSAGES.listFirstProperty}
          </Link>
        </section>
      ) : (
        <>
          <section className={styles.mapSection} aria-label="County map">
            <UsMap
              label="Map of US counties shaded by active listings"
              countyFill={shading?.fill}
              countyTitle={shading?.title}
              onCountySelect={shading?.select}
            />
            {shading ? <CountyLegend scale={shading.scale} /> : null}
          </section>
          {report ? (
            <CountiesTableSection report={report} rows={rows} sort={sort} onSortChange={setSort}>
              <TextField
                label="Filter by county or state"
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                className={styles.filter}
                autoComplete="off"
              />
            </CountiesTableSection>
          ) : (
            <p className={styles.loading} role="status">
              Loading counties…
            </p>
          )}
        </>
      )}
    </div>
  );
}

function CountiesTableSection({
  report,
  rows,
  sort,
  onSortChange,
  children,
}: {
  report: CountyReport;
  rows: readonly CountyRow[];
  sort: CountySort;
  onSortChange: (sort: CountySort) => void;
  children: ReactNode;
}) {
  return (
    <section className={styles.tableSection} aria-labelledby="counties-table-title">
      <div className={styles.tableHeader}>
        <div>
          <h2 id="counties-table-title" className={styles.sectionTitle}>
            Counties with listings
          </h2>
          <p className={styles.summary}>{summaryOf(report.totals)}</p>
        </div>
        {children}
      </div>
      <p className={styles.matches} aria-live="polite">
        {rows.length === report.counties.length
          ? `Showing all ${count(rows.length, 'county', 'counties')}`
          : `Showing ${formatNumber(rows.length)} of ${count(report.counties.length, 'county', 'counties')}`}
      </p>
      {rows.length ? (
        <CountyTable
          rows={rows}
          sort={sort}
          onSortChange={onSortChange}
          captionId="counties-table-caption"
          caption="Counties with public listings; choose a column header to sort"
        />
      ) : (
        <p className={styles.noMatch}>No county or state matches this filter.</p>
      )}
    </section>
  );
}
