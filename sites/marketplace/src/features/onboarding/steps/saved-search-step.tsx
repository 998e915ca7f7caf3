// Step 2: the first saved search: name and location (required, with place suggestions), price range and type.
import {
  MAX_PRICE_OPTIONS,
  MIN_PRICE_OPTIONS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertyType,
  ONBOARDING_TEXTS as TEXTS,
} from '@dealloop/core';
import { FieldGroup, fieldGroupWide, SelectField, TextField } from '@dealloop/ui';
import { LocationSearchBox } from '../../listings/location-search-box';
import type { OnboardingDraft } from '../onboarding-draft';
import type { StepProps } from './step-props';

const priceChoices = (options: typeof MIN_PRICE_OPTIONS) =>
  options.map((option) => ({
    value: option.value === null ? '' : String(option.value),
    label: option.label,
  }));

const TYPE_CHOICES = [
  { value: '', label: TEXTS.anyType },
  ...PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] })),
];

/** The saved search step. */
export function SavedSearchStep({ value, onChange }: StepProps<OnboardingDraft['search']>) {
  return (
    <FieldGroup>
      <TextField
        className={fieldGroupWide}
        label={TEXTS.searchName}
        required
        placeholder={TEXTS.searchNamePlaceholder}
        value={value.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className={fieldGroupWide}>
        <LocationSearchBox
          label={TEXTS.location}
          required
          placeholder={TEXTS.locationPlaceholder}
          value={value.location}
          onChange={(location) => onChange({ location })}
        />
      </div>
      <SelectField
        label={TEXTS.minPrice}
        options={priceChoices(MIN_PRICE_OPTIONS)}
        value={value.minPrice}
        onChange={(event) => onChange({ minPrice: event.target.value })}
      />
      <SelectField
        label={TEXTS.maxPrice}
        options={priceChoices(MAX_PRICE_OPTIONS)}
        value={value.maxPrice}
        onChange={(event) => onChange({ maxPrice: event.target.value })}
      />
      <SelectField
        className={fieldGroupWide}
        label={TEXTS.propertyType}
        options={TYPE_CHOICES}
        value={value.propertyType}
        onChange={(event) => onChange({ propertyType: event.target.value as PropertyType | '' })}
      />
    </FieldGroup>
  );
}
