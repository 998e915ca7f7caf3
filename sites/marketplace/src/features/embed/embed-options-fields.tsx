// The options of the chosen widget on the Embed page: the grid's location and count, the card to show, the
// calculator's starting amounts (the key, widget and theme are chosen above them).
import { DEAL_CALCULATOR_TEXTS } from '@dealloop/core';
import { SelectField, TextField } from '@dealloop/ui';
import type { ResourceState } from '../../app/use-api-resource';
import { Link } from '../../router';
import type { BusinessCard } from '../business-cards/business-cards-api';
import * as styles from './embed.css';
import { EMBED_TEXTS } from './embed-texts';
import { type EmbedOptions, type EmbedWidget, MAX_GRID_LIMIT } from './embed-widgets';

export interface EmbedOptionsFieldsProps {
  widget: EmbedWidget;
  options: EmbedOptions;
  onChange: (changes: Partial<EmbedOptions>) => void;
  /** The user's business cards (the card widget shows one of the active ones). */
  cards: ResourceState<BusinessCard[]>;
}

const CALCULATOR_FIELDS = [
  ['price', EMBED_TEXTS.priceLabel],
  ['arv', EMBED_TEXTS.arvLabel],
  ['repairs', EMBED_TEXTS.repairsLabel],
  ['holding', DEAL_CALCULATOR_TEXTS.holding],
  ['closing', DEAL_CALCULATOR_TEXTS.closing],
  ['profit', DEAL_CALCULATOR_TEXTS.profit],
  ['fee', EMBED_TEXTS.feeLabel],
] as const;

/** The fields of the chosen widget's options. */
export function EmbedOptionsFields({ widget, options, onChange, cards }: EmbedOptionsFieldsProps) {
  if (widget === 'property-grid') {
    return (
      <div className={styles.options}>
        <TextField
          label={EMBED_TEXTS.locationLabel}
          name="location"
          placeholder={EMBED_TEXTS.locationPlaceholder}
          value={options.location}
          onChange={(event) => onChange({ location: event.target.value })}
        />
        <TextField
          label={EMBED_TEXTS.limitLabel}
          name="limit"
          type="number"
          min={1}
          max={MAX_GRID_LIMIT}
          value={options.limit}
          onChange={(event) => onChange({ limit: event.target.value })}
        />
      </div>
    );
  }
  if (widget === 'business-card') {
    if (cards.status === 'loading') return <p className={styles.muted}>{EMBED_TEXTS.loading}</p>;
    if (cards.status !== 'ready') return <p className={styles.muted}>{EMBED_TEXTS.cardsFailed}</p>;
    const active = cards.data.filter((card) => card.isActive);
    if (active.length === 0) {
      return (
        <p className={styles.muted}>
          {EMBED_TEXTS.noCards} <Link to="/profile">{EMBED_TEXTS.createCard}</Link>
        </p>
      );
    }
    return (
      <SelectField
        label={EMBED_TEXTS.cardChoice}
        name="card"
        options={active.map((card) => ({
          value: card.cardUrl,
          label: card.companyName ? `${card.fullName} · ${card.companyName}` : card.fullName,
        }))}
        value={options.card}
        onChange={(event) => onChange({ card: event.target.value })}
      />
    );
  }
  if (widget === 'deal-calculator') {
    return (
      <div className={styles.options}>
        {CALCULATOR_FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            name={name}
            inputMode="numeric"
            value={options[name]}
            onChange={(event) => onChange({ [name]: event.target.value })}
          />
        ))}
      </div>
    );
  }
  return null;
}
