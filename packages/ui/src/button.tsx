// Button: the action control of the design system, and `buttonClassName` for links that look like buttons.
import { type ButtonHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react';
import * as styles from './button.css';
import { cx } from './class-names';
import { spinner } from './shared.css';

/** Visual weight: primary (navy), secondary (outlined), ghost (text), danger (red) or cta (amber). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'cta';
/** Height and padding: sm 32px, md 40px, lg 48px. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Options shared by Button and `buttonClassName`. */
export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button over its container's width. */
  fullWidth?: boolean;
}

/** The class names of a button look, for links (`<a>`, router links) styled as buttons. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonLook = {}): string {
  return cx(styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner, sets aria-busy and ignores clicks (the button keeps focus and its label). */
  loading?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading = false, icon, className, type = 'button', onClick, children, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={cx(buttonClassName({ variant, size, fullWidth }), className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
});
