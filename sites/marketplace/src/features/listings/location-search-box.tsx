// The location search box with place suggestions (docs/product/search.md): an ARIA combobox over geocode-location.
import { LOCATION_SEARCH, locationSuggestionsLabel, shouldSearchLocation } from '@dealloop/core';
import { Icon } from '@dealloop/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useServices } from '../../app/services-context';
import { geocodingApi } from './listings-api';
import * as styles from './location-search-box.css';

export interface LocationSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Called when a suggestion is chosen (after `onChange` with its place name). */
  onPick?: (place: string) => void;
  label: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  placeholder?: string;
  name?: string;
  /** Marks the field required (an asterisk after the label, `required` on the input). */
  required?: boolean;
  /** An error under the field; sets aria-invalid and describes the input. */
  error?: ReactNode;
}

/**
 * A text field suggesting places as the visitor types: it asks only when `shouldSearchLocation`, 300 ms after
 * the last keystroke, and closes the list 200 ms after losing focus (so a click on a suggestion still lands).
 * Arrow keys move through the suggestions, Enter picks one, Escape closes the list. Failures are only logged.
 */
export function LocationSearchBox({
  value,
  onChange,
  onPick,
  label,
  hideLabel,
  placeholder,
  name,
  required,
  error,
}: LocationSearchBoxProps) {
  const { client } = useServices();
  const id = useId();
  const listId = `${id}-list`;
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const request = useRef(0);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!typed.current) return;
    if (!shouldSearchLocation(value)) {
      request.current += 1;
      setSuggestions([]);
      return;
    }
    const timer = setTimeout(() => {
      const current = ++request.current;
      geocodingApi(client)
        .locate({ json: { query: value.trim() } })
        .then((answer) => {
          if (current !== request.current) return;
          const found = 'suggestions' in answer ? answer.suggestions : [];
          setSuggestions(found.map((suggestion) => suggestion.place_name));
          setActive(-1);
          setOpen(true);
        })
        .catch((error: unknown) => console.warn('DealLoop: location suggestions failed.', error));
    }, LOCATION_SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [client, value]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const expanded = open && suggestions.length > 0;
  const choose = (place: string) => {
    typed.current = false;
    request.current += 1;
    onChange(place);
    onPick?.(place);
    setOpen(false);
    setSuggestions([]);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.wrapper}>
      <label htmlFor={id} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.field}>
        <span className={styles.icon}>
          <Icon name="mapPin" size={18} />
        </span>
        <input
          id={id}
          name={name}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={placeholder}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value}
          onChange={(event) => {
            typed.current = true;
            onChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setOpen(false), LOCATION_SEARCH.blurCloseMs);
          }}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={locationSuggestionsLabel(label)}
        className={styles.list}
        hidden={!expanded}
      >
        {expanded
          ? suggestions.map((place, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the combobox input keeps focus and handles the keys (aria-activedescendant)
              <div
                key={place}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
              >
                <Icon name="mapPin" size={16} />
                {place}
              </div>
            ))
          : null}
      </div>
    </div>
  );
}
