// The as-you-type search box of the help pages; the query is kept in the URL (`?q=`) so a search can be shared.
import { TextField } from '@dealloop/ui';
import { useState } from 'react';
import { useSearchParams } from '../../router';
import * as styles from './help-pages.css';

/** The query of the page as typed, starting from `?q=`, and its setter that also writes `?q=`. */
export function useHelpQuery(): [string, (query: string) => void] {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const update = (next: string) => {
    setQuery(next);
    setParams(next.trim() ? { q: next } : {}, { replace: true, preventScrollReset: true });
  };
  return [query, update];
}

/** A labelled search field in a search landmark; results follow the typing, so there is no submit. */
export function HelpSearchField({
  label,
  placeholder,
  query,
  onQuery,
}: {
  label: string;
  placeholder: string;
  query: string;
  onQuery: (query: string) => void;
}) {
  return (
    <search className={styles.search}>
      <TextField
        type="search"
        label={label}
        placeholder={placeholder}
        value={query}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onQuery(event.target.value)}
      />
    </search>
  );
}
