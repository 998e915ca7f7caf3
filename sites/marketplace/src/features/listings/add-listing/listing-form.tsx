// The Add Listing form: every field of a listing, live deal figures and the photos, checked before the preview.
import {
  formatLotSize,
  LISTING_FORM_TEXTS,
  LISTING_LIMITS,
  type ListingField,
  type ListingNumberField,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
} from '@dealloop/core';
import { Alert, Button, SelectField, TextAreaField, TextField } from '@dealloop/ui';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { LocationSearchBox } from '../location-search-box';
import * as styles from './add-property-page.css';
import { ClosingTermsFields, type ClosingTermsFieldsProps } from './closing-terms-fields';
import { DealFigures } from './deal-figures';
import { draftFigures, type ListingDraft, parseAmount } from './listing-draft';
import { PhotoUploader } from './photo-uploader';
import type { PhotoUploads } from './use-photo-uploads';

export interface ListingFormProps {
  draft: ListingDraft;
  onChange: (field: keyof ListingDraft, value: string) => void;
  /** The message of each field with a problem (the rules' or the server's). */
  errors: Partial<Record<ListingField, string>>;
  /** A problem that belongs to no field (shown above the form). */
  generalError: string | null;
  uploads: PhotoUploads;
  /** Checks the listing; answers the first field with a problem (focused then), or null when it may be previewed. */
  onPreview: () => ListingField | null;
  /** A field to focus when the form shows (the first one the server refused); a new object focuses again. */
  focusRequest?: { field: ListingField } | null;
  /** The earnest money terms and the verified-funds switch. */
  closingTerms: ClosingTermsFieldsProps;
}

const TYPE_OPTIONS = [
  { value: '', label: LISTING_FORM_TEXTS.chooseType, disabled: true },
  ...PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] })),
];

const T = LISTING_FORM_TEXTS;

/** The listing form. */
export function ListingForm({
  draft,
  onChange,
  errors,
  generalError,
  uploads,
  onPreview,
  focusRequest,
  closingTerms,
}: ListingFormProps) {
  const refs = useRef<Partial<Record<ListingField, HTMLElement | null>>>({});
  const locationRef = useRef<HTMLDivElement>(null);
  const keep = (field: ListingField) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };

  const focus = (field: ListingField) => {
    const target =
      field === 'location' ? locationRef.current?.querySelector('input') : (refs.current[field] ?? null);
    target?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new request only
  useEffect(() => {
    if (focusRequest) focus(focusRequest.field);
  }, [focusRequest]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const first = onPreview();
    if (first) focus(first);
  };

  const numberField = (field: ListingNumberField, label: string, extra: { hint?: ReactNode } = {}) => (
    <TextField
      ref={keep(field)}
      label={label}
      name={field}
      inputMode={field === 'baths' ? 'decimal' : 'numeric'}
      autoComplete="off"
      required={field === 'price'}
      value={draft[field]}
      error={errors[field]}
      hint={extra.hint}
      onChange={(event) => onChange(field, event.target.value)}
    />
  );

  const lot = formatLotSize(parseAmount(draft.lotSize));
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={T.formLabel}>
      {generalError ? <Alert tone="error">{generalError}</Alert> : null}
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{T.propertySection}</legend>
        <TextField
          ref={keep('title')}
          label={T.titleLabel}
          name="title"
          required
          maxLength={LISTING_LIMITS.titleMaxLength}
          hint={T.titleHint}
          value={draft.title}
          error={errors.title}
          onChange={(event) => onChange('title', event.target.value)}
        />
        <SelectField
          ref={keep('propertyType')}
          label={T.typeLabel}
          name="propertyType"
          required
          options={TYPE_OPTIONS}
          value={draft.propertyType}
          error={errors.propertyType}
          onChange={(event) => onChange('propertyType', event.target.value)}
        />
        <div ref={locationRef}>
          <LocationSearchBox
            label={T.addressLabel}
            name="location"
            required
            placeholder={T.addressPlaceholder}
            value={draft.location}
            error={errors.location}
            onChange={(value) => onChange('location', value)}
          />
          <p className={styles.fieldHint}>{T.addressHint}</p>
        </div>
        <TextAreaField
          ref={keep('description')}
          label={T.descriptionLabel}
          name="description"
          rows={5}
          maxLength={LISTING_LIMITS.descriptionMaxLength}
          hint={T.descriptionHint(draft.description.length, LISTING_LIMITS.descriptionMaxLength)}
          value={draft.description}
          error={errors.description}
          onChange={(event) => onChange('description', event.target.value)}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{T.detailsSection}</legend>
        <div className={styles.grid}>
          {numberField('beds', T.beds)}
          {numberField('baths', T.baths, { hint: T.bathsHint })}
          {numberField('sqft', T.sqft)}
          {numberField('lotSize', T.lotSize, lot ? { hint: T.lotSizeHint(lot) } : {})}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{T.priceSection}</legend>
        <div className={styles.grid}>
          {numberField('price', T.price)}
          {numberField('arv', T.arv, { hint: T.arvHint })}
          {numberField('repairCost', T.repairCost)}
        </div>
        <DealFigures figures={draftFigures(draft)} />
      </fieldset>

      <ClosingTermsFields {...closingTerms} />

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{T.photosSection}</legend>
        <PhotoUploader ref={keep('imageIds')} uploads={uploads} error={errors.imageIds} />
      </fieldset>

      <div className={styles.formActions}>
        <Button type="submit" variant="cta" size="lg">
          {T.preview}
        </Button>
      </div>
    </form>
  );
}
