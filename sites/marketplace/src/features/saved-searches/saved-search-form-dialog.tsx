// The dialog that names a saved search and edits its criteria: name, location (with place suggestions), min and
// max price from core's price options, and property type. Beds and baths of the criteria are kept as they are.
import {
  formatPrice,
  isPropertyType,
  MAX_PRICE_OPTIONS,
  MIN_PRICE_OPTIONS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PriceOption,
  type PropertyType,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_TEXTS,
  type SavedSearchCriteria,
} from '@dealloop/core';
import { Button, Dialog, SelectField, type SelectOption, TextField } from '@dealloop/ui';
import { type FormEvent, useId, useState } from 'react';
import { LocationSearchBox } from '../listings/location-search-box';
import * as styles from './saved-searches.css';

/** What the dialog edits. */
export interface SavedSearchDraft {
  name: string;
  criteria: SavedSearchCriteria;
}

export interface SavedSearchFormDialogProps {
  open: boolean;
  title: string;
  initial: SavedSearchDraft;
  /** Saves the draft; the dialog stays open (and enabled again) when it rejects. */
  onSubmit: (draft: SavedSearchDraft) => Promise<void>;
  onClose: () => void;
}

/** The price choices, plus the current amount when it is not one of them (a search saved from the URL). */
function priceOptions(options: readonly PriceOption[], current: number | null): SelectOption[] {
  const choices = options.map((option) => ({
    value: option.value === null ? '' : String(option.value),
    label: option.label,
  }));
  if (current !== null && !options.some((option) => option.value === current)) {
    choices.push({ value: String(current), label: formatPrice(current, { compact: true }) });
  }
  return choices;
}

const TYPE_OPTIONS: SelectOption[] = [
  { value: '', label: SAVED_SEARCH_TEXTS.anyType },
  ...PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] })),
];

const amount = (value: string) => (value === '' ? null : Number(value));

/** The saved search dialog (create from "Save this search", or Edit on the saved searches page). */
export function SavedSearchFormDialog({
  open,
  title,
  initial,
  onSubmit,
  onClose,
}: SavedSearchFormDialogProps) {
  const formId = useId();
  const [name, setName] = useState(initial.name);
  const [location, setLocation] = useState(initial.criteria.location);
  const [minPrice, setMinPrice] = useState<number | null>(initial.criteria.minPrice);
  const [maxPrice, setMaxPrice] = useState<number | null>(initial.criteria.maxPrice);
  const [propertyType, setPropertyType] = useState<PropertyType | null>(initial.criteria.propertyType);
  const [errors, setErrors] = useState<{ name?: string; price?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(name.trim() === '' && { name: SAVED_SEARCH_TEXTS.nameRequired }),
      ...(minPrice !== null &&
        maxPrice !== null &&
        minPrice > maxPrice && { price: SAVED_SEARCH_TEXTS.priceOrder }),
    };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await onSubmit({
        name: name.trim(),
        criteria: { ...initial.criteria, location: location.trim(), minPrice, maxPrice, propertyType },
      });
    } catch {
      // The caller told the user (a toast); the form stays as typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {SAVED_SEARCH_TEXTS.cancel}
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={saving}>
            {saving ? SAVED_SEARCH_TEXTS.saving : SAVED_SEARCH_TEXTS.save}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={SAVED_SEARCH_TEXTS.nameLabel}
          name="name"
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <LocationSearchBox
          label={SAVED_SEARCH_TEXTS.locationLabel}
          name="location"
          value={location}
          onChange={setLocation}
        />
        <div className={styles.priceRow}>
          <SelectField
            label={SAVED_SEARCH_TEXTS.minPriceLabel}
            name="minPrice"
            options={priceOptions(MIN_PRICE_OPTIONS, initial.criteria.minPrice)}
            value={minPrice === null ? '' : String(minPrice)}
            error={errors.price}
            onChange={(event) => setMinPrice(amount(event.target.value))}
          />
          <SelectField
            label={SAVED_SEARCH_TEXTS.maxPriceLabel}
            name="maxPrice"
            options={priceOptions(MAX_PRICE_OPTIONS, initial.criteria.maxPrice)}
            value={maxPrice === null ? '' : String(maxPrice)}
            onChange={(event) => setMaxPrice(amount(event.target.value))}
          />
        </div>
        <SelectField
          label={SAVED_SEARCH_TEXTS.propertyTypeLabel}
          name="propertyType"
          options={TYPE_OPTIONS}
          value={propertyType ?? ''}
          onChange={(event) =>
            setPropertyType(isPropertyType(event.target.value) ? event.target.value : null)
          }
        />
      </form>
    </Dialog>
  );
}
