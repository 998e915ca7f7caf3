// The counties table: one row a county with a link to its listings, sortable by every column (aria-sort).
import { formatNumber, formatPrice } from '@dealloop/core';
import { Icon } from '@dealloop/ui';
import { Link } from '../../../router';
import * as styles from './counties-page.css';
import {
  type CountyRow,
  type CountySort,
  type CountySortKey,
  countySearchPath,
  firstDirection,
} from './county-report';

const COLUMNS: readonly { key: CountySortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'County', numeric: false },
  { key: 'state', label: 'State', numeric: false },
  { key: 'activeListings', label: 'Active listings', numeric: true },
  { key: 'publicListings', label: 'All listings', numeric: true },
  { key: 'averagePrice', label: 'Average price', numeric: true },
];

export interface CountyTableProps {
  /** The rows to show, already filtered and sorted. */
  rows: readonly CountyRow[];
  sort: CountySort;
  onSortChange: (sort: CountySort) => void;
  /** The id of the caption (the table's accessible name). */
  captionId: string;
  caption: string;
}

/** A table of counties whose column headers sort it; the county names link to their listings. */
export function CountyTable({ rows, sort, onSortChange, captionId, caption }: CountyTableProps) {
  const choose = (key: CountySortKey) =>
    onSortChange(
      sort.key === key
        ? { key, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: firstDirection(key) },
    );
  return (
    <div className={styles.tableScroller}>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.numeric ? styles.numericHeader : styles.headerLeft}
                  aria-sort={active ? sort.direction : 'none'}
                >
                  <button type="button" className={styles.sortButton} onClick={() => choose(column.key)}>
                    {column.label}
                    <span
                      className={styles.sortIcon}
                      data-direction={active ? sort.direction : undefined}
                      aria-hidden="true"
                    >
                      <Icon name="chevronDown" size={14} />
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.fips}>
              <th scope="row" className={styles.rowHeader}>
                <Link className={styles.countyLink} to={countySearchPath(row)}>
                  {row.name}
                </Link>
              </th>
              <td className={styles.cell}>
                <abbr className={styles.stateCode} title={row.stateName}>
                  {row.state}
                </abbr>
              </td>
              <td className={styles.numericCell}>{formatNumber(row.activeListings)}</td>
              <td className={styles.numericCell}>{formatNumber(row.publicListings)}</td>
              <td className={styles.numericCell}>{formatPrice(row.averagePrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
