// FileButton: a styled button that opens the browser's file picker (instead of the native "Choose File" control),
// keyboard accessible as any button, its text saying what to choose, with the chosen file's name beside it.
import { type ChangeEvent, forwardRef, type ReactNode, useRef } from 'react';
import { Button, type ButtonLook } from './button';
import { cx } from './class-names';
import * as styles from './file-button.css';
import { Icon } from './icons';

export interface FileButtonProps extends Pick<ButtonLook, 'variant' | 'size'> {
  /** The button's text, saying what to choose: "Choose proof of funds". */
  label: string;
  /** The name of the (hidden) file input, for automation and tests; default `label`. */
  inputLabel?: string;
  /** The file types offered, as the input's `accept`. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Called with the files chosen (not called when the picker is cancelled). */
  onFiles: (files: File[]) => void;
  /** What is chosen, shown beside the button (a file name), or nothing. */
  chosen?: ReactNode;
  /** An icon before the text; default a plus. */
  icon?: ReactNode;
  /** The button's id (for `aria-labelledby` elsewhere). */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
}

/**
 * A button that opens the file picker; the input itself stays hidden (the button is the keyboard path). Its ref is
 * the button, so a form can focus it like any field.
 */
export const FileButton = forwardRef<HTMLButtonElement, FileButtonProps>(function FileButton(
  {
    label,
    inputLabel,
    accept,
    multiple = false,
    disabled = false,
    onFiles,
    chosen,
    icon,
    id,
    variant = 'secondary',
    size = 'md',
    className,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared at once, so picking the same file again (after a refusal) is a change too.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <span className={cx(styles.root, className)}>
      <Button
        ref={ref}
        id={id}
        variant={variant}
        size={size}
        disabled={disabled}
        icon={icon ?? <Icon name="plus" size={18} />}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onClick={() => inputRef.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={inputRef}
        className={styles.input}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={inputLabel ?? label}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
      />
      {chosen ? <span className={styles.chosen}>{chosen}</span> : null}
    </span>
  );
});
