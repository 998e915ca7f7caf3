// The /counties page: a US county map shaded by active listings, and a sortable, filterable table of counties.
import { ADD_PROPERTY_PATH, MESSAGES, PAGE_TITLES, COUNTIES_PAGE_TEXTS as TEXTS } from '@dealloop/core';
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
        return row ? TEXTS.countyTitle(row.name, row.state, row.activeListings) : undefined;
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
        <h1 className={styles.title}>{TEXTS.title}</h1>
        <p className={styles.intro}>{TEXTS.intro}</p>
      </header>
      {state.status === 'failed' || state.status === 'missing' ? (
        <section className={styles.state} aria-labelledby="counties-state-title">
          <Icon name="alert" size={48} />
          <h2 id="counties-state-title" className={styles.stateTitle}>
            {TEXTS.failedTitle}
          </h2>
          <p>{TEXTS.failedHint}</p>
          <Button onClick={reload}>{TEXTS.tryAgain}</Button>
        </section>
      ) : report && report.counties.length === 0 ? (
        <section className={styles.state} aria-labelledby="counties-state-title">
          <Icon name="mapPin" size={48} />
          <h2 id="counties-state-title" className={styles.stateTitle}>
            {TEXTS.emptyTitle}
          </h2>
          <p>{TEXTS.emptyHint}</p>
          <Link className={buttonClassName({ variant: 'primary' })} to={ADD_PROPERTY_PATH}>
            {MESSAGES.listFirstProperty}
          </Link>
        </section>
      ) : (
        <>
          <section className={styles.mapSection} aria-label={TEXTS.mapSection}>
            <UsMap
              label={TEXTS.mapLabel}
              countyFill={shading?.fill}
              countyTitle={shading?.title}
              onCountySelect={shading?.select}
            />
            {shading ? <CountyLegend scale={shading.scale} /> : null}
          </section>
          {report ? (
            <CountiesTableSection report={report} rows={rows} sort={sort} onSortChange={setSort}>
              <TextField
                label={TEXTS.filterLabel}
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                className={styles.filter}
                autoComplete="off"
              />
            </CountiesTableSection>
          ) : (
            <p className={styles.loading} role="status">
              {TEXTS.loading}
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
            {TEXTS.tableTitle}
          </h2>
          <p className={styles.summary}>{TEXTS.summary(report.totals)}</p>
        </div>
        {children}
      </div>
      <p className={styles.matches} aria-live="polite">
        {TEXTS.showing(rows.length, report.counties.length)}
      </p>
      {rows.length ? (
        <CountyTable
          rows={rows}
          sort={sort}
          onSortChange={onSortChange}
          captionId="counties-table-caption"
          caption={TEXTS.tableCaption}
        />
      ) : (
        <p className={styles.noMatch}>{TEXTS.noMatch}</p>
      )}
    </section>
  );
}
