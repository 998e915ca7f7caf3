// /showings, the Open House Calendar (public): upcoming open houses in a month grid or a list, filtered by an area
// (a location with place suggestions) and sorted by date or by distance from the area; everything in the URL.
import {
  calendarMonthDays,
  calendarMonthGrid,
  formatCalendarMonth,
  type OpenHouseSort,
  type OpenHouseView,
  PAGE_TITLES,
  parseCalendarMonth,
  shiftCalendarMonth,
  OPEN_HOUSE_TEXTS as T,
} from '@dealloop/core';
import { Button, IconButton, PageHeader, SelectField, Tabs } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useApiResource } from '../../../app/use-api-resource';
import { useDocumentTitle } from '../../../app/use-document-title';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailedState } from '../../../components/load-failed-state';
import { Link, useSearchParams } from '../../../router';
import { LocationSearchBox } from '../../listings/location-search-box';
import { OpenHouseCard } from '../open-house-card';
import * as styles from '../open-houses.css';
import {
  type CalendarAnswer,
  formatSlotStart,
  type OpenHouse,
  openHousesApi,
  slotDay,
} from '../open-houses-api';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The calendar's state as the URL holds it. */
function readParams(params: URLSearchParams) {
  const now = new Date();
  const month = parseCalendarMonth(params.get('month')) ?? {
    year: now.getFullYear(),
    month: now.getMonth() + 1,
  };
  const view: OpenHouseView = params.get('view') === 'list' ? 'list' : 'month';
  const location = params.get('location')?.trim() ?? '';
  const sort: OpenHouseSort = location && params.get('sort') === 'distance' ? 'distance' : 'date';
  return { month, view, location, sort };
}

/** The Open House Calendar page. */
export default function ShowingsPage() {
  useDocumentTitle(PAGE_TITLES.showings);
  const [params, setParams] = useSearchParams();
  const { month, view, location, sort } = readParams(params);
  const [area, setArea] = useState(location);
  // The month's days as each property counts them: an open house is in the month when it starts on one of these
  // days in its property's own time zone, wherever the visitor is (the API reads firstDay/lastDay so).
  const range =
    view === 'month'
      ? calendarMonthDays(month.year, month.month)
      : { firstDay: undefined, lastDay: undefined };
  const key = JSON.stringify({ view, location, sort, ...range });
  const { state, update, reload } = useApiResource<CalendarAnswer>(key, (client) =>
    openHousesApi.calendar(client, { location, sort, ...range }),
  );

  const change = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  const applyArea = (value: string) =>
    change({ location: value.trim() || null, ...(value.trim() ? {} : { sort: null }) });
  const submitArea = (event: FormEvent) => {
    event.preventDefault();
    applyArea(area);
  };
  const replace = (next: OpenHouse) =>
    update((answer) => ({
      ...answer,
      items: answer.items.map((item) => (item.id === next.id ? next : item)),
    }));
  const shift = (delta: number) => {
    const to = shiftCalendarMonth(month.year, month.month, delta);
    change({ month: formatCalendarMonth(to.year, to.month) });
  };

  let results = <p className={styles.muted}>{T.loading}</p>;
  if (state.status === 'failed' || state.status === 'missing') {
    results = <LoadFailedState title={T.loadFailed} onRetry={reload} />;
  } else if (state.status === 'ready') {
    const { items, place } = state.data;
    if (place && !place.found) results = <EmptyState icon="mapPin" title={T.areaNotFound} />;
    else if (view === 'list') {
      results = items.length ? (
        <ul className={styles.list} aria-label={T.listView}>
          {items.map((slot) => (
            <OpenHouseCard key={slot.id} openHouse={slot} showListing onChange={replace} />
          ))}
        </ul>
      ) : (
        <EmptyState icon="home" title={T.calendarEmpty} />
      );
    } else {
      results = <MonthGrid year={month.year} month={month.month} items={items} />;
    }
  }

  const monthName = new Date(month.year, month.month - 1, 1).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
  });
  const monthPanel = (
    <div className={styles.section}>
      <div className={styles.monthBar}>
        <IconButton icon="chevronLeft" label={T.previousMonth} onClick={() => shift(-1)} />
        <h2 className={styles.heading} aria-live="polite">
          {monthName}
        </h2>
        <IconButton icon="chevronRight" label={T.nextMonth} onClick={() => shift(1)} />
      </div>
      {results}
    </div>
  );

  return (
    <div className={styles.page}>
      <PageHeader title={T.calendarTitle} subtitle={T.calendarIntro} />
      <form className={styles.filters} onSubmit={submitArea} aria-label={T.areaLabel}>
        <LocationSearchBox
          label={T.areaLabel}
          name="location"
          placeholder={T.areaPlaceholder}
          value={area}
          onChange={setArea}
          onPick={applyArea}
        />
        <Button type="submit" variant="primary">
          {T.search}
        </Button>
        <SelectField
          label={T.sortLabel}
          name="sort"
          value={sort}
          options={[
            { value: 'date', label: T.sortDate },
            { value: 'distance', label: T.sortDistance, disabled: !location },
          ]}
          onChange={(event) => change({ sort: event.target.value === 'distance' ? 'distance' : null })}
        />
      </form>
      <Tabs<OpenHouseView>
        label={T.calendarTitle}
        selected={view}
        onSelect={(next) => change({ view: next === 'list' ? 'list' : null })}
        tabs={[
          { key: 'month', label: T.monthView, panel: view === 'month' ? monthPanel : null },
          { key: 'list', label: T.listView, panel: view === 'list' ? results : null },
        ]}
      />
    </div>
  );
}

/** The month's weeks: each a key and its seven cells (a day, or a blank before the first or after the last). */
function monthWeeks(year: number, month: number) {
  const cells = calendarMonthGrid(year, month);
  const weeks: { key: string; cells: { key: string; day: string | null }[] }[] = [];
  for (let i = 0; i < cells.length; i += 7) {
    const week = cells.slice(i, i + 7).map((day, offset) => ({ key: day ?? `blank-${i + offset}`, day }));
    weeks.push({ key: `week-${i}`, cells: week });
  }
  return weeks;
}

/** The month as a table of days, each listing its open houses (time and listing, linking to it). */
function MonthGrid({ year, month, items }: { year: number; month: number; items: OpenHouse[] }) {
  const byDay = new Map<string, OpenHouse[]>();
  for (const slot of items) {
    const day = slotDay(slot);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return (
    <>
      <table className={styles.grid} aria-label={formatCalendarMonth(year, month)}>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className={styles.weekday}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week) => (
            <tr key={week.key}>
              {week.cells.map((cell) =>
                cell.day ? (
                  <td key={cell.key} className={styles.day} data-day={cell.day}>
                    <span>{Number(cell.day.slice(8))}</span>
                    {(byDay.get(cell.day) ?? []).map((slot) => (
                      <Link key={slot.id} className={styles.dayEvent} to={slot.listing.path}>
                        {formatSlotStart(slot)} {slot.listing.title}
                      </Link>
                    ))}
                  </td>
                ) : (
                  <td key={cell.key} className={`${styles.day} ${styles.blank}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {items.length === 0 ? <p className={styles.muted}>{T.calendarEmpty}</p> : null}
    </>
  );
}
