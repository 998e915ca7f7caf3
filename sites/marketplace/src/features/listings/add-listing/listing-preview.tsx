// The preview step: the card as buyers will see it, every figure, then Submit for review (or back to editing).
import {
  ADD_LISTING_TEXTS,
  formatLotSize,
  formatPrice,
  formatRoi,
  MISSING_VALUE,
  PROPERTY_TYPE_LABELS,
} from '@dealloop/core';
import { Alert, Button, Icon, PropertyCard } from '@dealloop/ui';
import type { RefObject } from 'react';
import type { Property } from '../property';
import { toCardView } from '../property';
import * as styles from './add-property-page.css';
import { PREVIEW_DETAILS_ID } from './preview-property';

export interface ListingPreviewProps {
  /** The listing the draft becomes (see previewProperty). */
  property: Property;
  submitting: boolean;
  /** Why the last submit failed (not a field problem: those send the owner back to the form). */
  error: string | null;
  onEdit: () => void;
  onSubmit: () => void;
  /** The submit button's text when it is not "Submit for review" (saving an edit). */
  submitLabel?: string;
  /** Focus lands here when the step opens. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

const NUMBER = new Intl.NumberFormat('en-US');
const show = (value: number | null, unit = '') =>
  value === null ? MISSING_VALUE : `${NUMBER.format(value)}${unit}`;

/** The preview of a listing before it is submitted. */
export function ListingPreview({
  property,
  submitting,
  error,
  onEdit,
  onSubmit,
  submitLabel = 'Submit for review',
  headingRef,
}: ListingPreviewProps) {
  const rows: [string, string][] = [
    ['Property type', PROPERTY_TYPE_LABELS[property.propertyType]],
    ['Address', property.location],
    ['Asking price', formatPrice(property.price)],
    ['ARV', formatPrice(property.arv)],
    ['Repair cost', formatPrice(property.repairCost)],
    ['Profit potential', formatPrice(property.profitPotential)],
    ['ROI', formatRoi(property.roi)],
    ['Beds', show(property.beds)],
    ['Baths', show(property.baths)],
    ['Square feet', show(property.sqft)],
    [
      'Lot size',
      property.lotSize === null
        ? MISSING_VALUE
        : `${show(property.lotSize, ' sq ft')} (${formatLotSize(property.lotSize) ?? MISSING_VALUE})`,
    ],
    ['Photos', property.images.length ? NUMBER.format(property.images.length) : 'None'],
  ];
  return (
    <section className={styles.preview} aria-labelledby="listing-preview-title">
      <h2 id="listing-preview-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {ADD_LISTING_TEXTS.previewTitle}
      </h2>
      <p className={styles.lead}>{ADD_LISTING_TEXTS.previewLead}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.previewLayout}>
        <div className={styles.previewCard}>
          <PropertyCard property={toCardView(property)} headingLevel={3} />
          <p className={styles.fieldHint}>
            <Icon name="lock" size={14} /> {ADD_LISTING_TEXTS.previewPrivacy}
          </p>
        </div>
        <div id={PREVIEW_DETAILS_ID}>
          <h3 className={styles.previewTitle}>{property.title}</h3>
          <dl className={styles.previewFacts}>
            {rows.map(([label, value]) => (
              <div key={label} className={styles.previewFact}>
                <dt>{label}</dt>
                <dd className={styles.previewFactValue}>{value}</dd>
              </div>
            ))}
          </dl>
          {property.description ? (
            <>
              <h4 className={styles.previewSubtitle}>{ADD_LISTING_TEXTS.previewDescription}</h4>
              <p className={styles.description}>{property.description}</p>
            </>
          ) : null}
        </div>
      </div>
      <div className={styles.formActions}>
        <Button variant="secondary" size="lg" onClick={onEdit} disabled={submitting}>
          {ADD_LISTING_TEXTS.backToEditing}
        </Button>
        <Button variant="cta" size="lg" loading={submitting} onClick={onSubmit}>
          {submitLabel}
        </Button>
      </div>
    </section>
  );
}
