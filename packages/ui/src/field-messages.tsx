// The wiring TextField, TextAreaField and SelectField share: ids, aria-describedby, and the error and hint under a field.
import { type ReactNode, useId } from 'react';
import { Icon } from './icons';
import * as styles from './text-field.css';

/** A field's ids and its aria-describedby (the error first, then the hint, then any the caller gave). */
export function useFieldIds(
  id: string | undefined,
  kind: string,
  messages: { error?: ReactNode; hint?: ReactNode; describedBy?: string | undefined },
) {
  const generatedId = useId();
  const fieldId = id ?? `${generatedId}-${kind}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [messages.error ? errorId : null, messages.hint ? hintId : null, messages.describedBy]
    .filter(Boolean)
    .join(' ');
  return { fieldId, hintId, errorId, describedBy: describedBy || undefined };
}

/** The error (with its icon) and the hint under a field, with the ids its aria-describedby names. */
export function FieldMessages({
  errorId,
  hintId,
  error,
  hint,
}: {
  errorId: string;
  hintId: string;
  error?: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <>
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
    </>
  );
}
