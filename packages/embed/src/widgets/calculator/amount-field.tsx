// An amount input of the calculator, drawn with ui's text-field styles (TextField's look without its icon set,
// which would not fit calculator.js's size budget): label, input, hint and error wired by aria-describedby.
import * as fieldStyles from '@dealloop/ui/text-field.css';
import { useId } from 'react';

export interface AmountFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
}

/** A labelled decimal input; an error sets aria-invalid and is read after the label. */
export function AmountField({ name, label, value, onChange, hint, error }: AmountFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={fieldStyles.input}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onInput={(event) => onChange(event.currentTarget.value)}
      />
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
