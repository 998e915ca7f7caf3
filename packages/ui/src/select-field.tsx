// SelectField: a labelled native select with an optional hint, in the look of TextField.
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './class-names';
import { FieldMessages, useFieldIds } from './field-messages';
import { Icon } from './icons';
import * as styles from './select-field.css';
import { visuallyHidden } from './shared.css';
import * as fieldStyles from './text-field.css';

/** One choice of a SelectField. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** The visible label. */
  label: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** Help text under the field. */
  hint?: ReactNode;
  /** An error under the field; sets aria-invalid. */
  error?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
}

/** A native select (so phones show their own picker) with its label, hint and error. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hideLabel, options, hint, error, className, id, required, ...rest },
  ref,
) {
  const { fieldId: selectId, hintId, errorId, describedBy } = useFieldIds(id, 'select', { error, hint });
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label className={hideLabel ? visuallyHidden : fieldStyles.label} htmlFor={selectId}>
        {label}
        {required ? (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        <select
          {...rest}
          ref={ref}
          id={selectId}
          required={required}
          className={cx(fieldStyles.input, styles.select)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevronDown" size={16} />
        </span>
      </div>
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
});
