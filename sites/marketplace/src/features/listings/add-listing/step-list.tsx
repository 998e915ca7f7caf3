// The three steps of adding a listing, with the current one marked (aria-current="step").
import { ADD_LISTING_PARTS_TEXTS } from '@dealloop/core';
import { Icon } from '@dealloop/ui';
import * as styles from './add-property-page.css';

/** A step of the page. */
export type ListingStep = 'form' | 'preview' | 'submitted';

const STEPS: readonly { key: ListingStep; label: string }[] = [
  { key: 'form', label: 'Details' },
  { key: 'preview', label: 'Preview' },
  { key: 'submitted', label: 'Submitted' },
];

/** Where the owner is: Details, Preview, Submitted. */
export function StepList({ current }: { current: ListingStep }) {
  const currentIndex = STEPS.findIndex((step) => step.key === current);
  return (
    <ol className={styles.steps} aria-label={ADD_LISTING_PARTS_TEXTS.steps}>
      {STEPS.map((step, index) => (
        <li
          key={step.key}
          className={styles.step}
          data-state={index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next'}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {index < currentIndex ? <Icon name="check" size={14} /> : index + 1}
          </span>
          {step.label}
        </li>
      ))}
    </ol>
  );
}
