// TextAreaField: a labelled multi-line field with an optional hint and error, in TextField's look and wiring.
import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from './class-names';
import { FieldMessages, useFieldIds } from './field-messages';
import * as styles from './text-field.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label. */
  label: string;
  /** Help text under the field, read after the label. */
  hint?: ReactNode;
  /** An error under the field; sets aria-invalid. */
  error?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
}

/** A textarea with its label, hint and error (wired with aria-describedby and aria-invalid). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, className, id, required, ...rest },
  ref,
) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, 'textarea', {
    error,
    hint,
    describedBy: rest['aria-describedby'],
  });
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <textarea
        {...rest}
        ref={ref}
        id={fieldId}
        required={required}
        className={styles.textArea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
});
