// SwitchField: an on/off setting, a native checkbox with role="switch", its label and an optional description.
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { cx } from './class-names';
import * as styles from './switch-field.css';

export interface SwitchFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'size'> {
  /** The visible label; it names the switch. */
  label: string;
  /** A line under the label, read as the switch's description. */
  description?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
}

/** A labelled switch: Space toggles it, assistive technology hears "switch, on/off". */
export const SwitchField = forwardRef<HTMLInputElement, SwitchFieldProps>(function SwitchField(
  { label, description, className, id, checked, defaultChecked, onChange, ...rest },
  ref,
) {
  const generatedId = useId();
  // Uncontrolled use keeps its own state, so aria-checked always matches what the box shows.
  const [ownChecked, setOwnChecked] = useState(Boolean(defaultChecked));
  const on = checked ?? ownChecked;
  const inputId = id ?? `${generatedId}-switch`;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.text}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      <span className={styles.control}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          onChange={(event) => {
            if (checked === undefined) setOwnChecked(event.target.checked);
            onChange?.(event);
          }}
          className={styles.input}
          aria-describedby={description ? descriptionId : undefined}
        />
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
      </span>
    </div>
  );
});
