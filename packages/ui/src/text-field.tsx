// TextField: a labelled input with an optional hint and error, wired with aria-describedby and aria-invalid.
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './class-names';
import { FieldMessages, useFieldIds } from './field-messages';
import * as styles from './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label (always rendered; fields are never labelled by placeholder alone). */
  label: string;
  /** Help text under the field, read after the label. */
  hint?: ReactNode;
  /** An error under the field; sets aria-invalid. */
  error?: ReactNode;
  /** Something next to the label, such as a "Forgot password?" link. */
  labelAction?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
}

/** A text input with its label, hint and error. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, labelAction, className, id, required, type = 'text', ...rest },
  ref,
) {
  const {
    fieldId: inputId,
    hintId,
    errorId,
    describedBy,
  } = useFieldIds(id, 'input', {
    error,
    hint,
    describedBy: rest['aria-describedby'],
  });
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {labelAction}
      </div>
      <input
        {...rest}
        ref={ref}
        id={inputId}
        type={type}
        required={required}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
});
