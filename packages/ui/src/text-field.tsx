// TextField: a labelled input with an optional hint and error, wired with aria-describedby and aria-invalid.
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from './class-names';
import { Icon } from './icons';
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
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null, rest['aria-describedby']]
    .filter(Boolean)
    .join(' ');
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
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
});
