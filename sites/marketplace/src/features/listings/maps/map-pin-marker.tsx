// One pin of UsMap: a link when it opens a page, a button when it only selects, else a plain marker.
import { Link } from '../../../router';
import type { MapPin } from './map-types';
import * as styles from './us-map.css';

/** A pin, named by its label (also shown beside it on hover and focus). */
export function PinMarker({
  pin,
  selected,
  onSelect,
}: {
  pin: MapPin;
  selected: boolean;
  onSelect: ((id: string) => void) | undefined;
}) {
  const className = styles.pin[pin.tone ?? 'primary'];
  const body = (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.tip} aria-hidden="true">
        {pin.label}
      </span>
    </>
  );
  const state = selected ? 'selected' : undefined;
  if (pin.href) {
    return (
      <Link
        className={className}
        to={pin.href}
        aria-label={pin.label}
        aria-current={selected ? 'true' : undefined}
        data-state={state}
        onClick={() => onSelect?.(pin.id)}
      >
        {body}
      </Link>
    );
  }
  if (onSelect) {
    return (
      <button
        type="button"
        className={className}
        aria-label={pin.label}
        aria-pressed={selected}
        data-state={state}
        onClick={() => onSelect(pin.id)}
      >
        {body}
      </button>
    );
  }
  return (
    <span className={className} role="img" aria-label={pin.label} data-state={state}>
      {body}
    </span>
  );
}
