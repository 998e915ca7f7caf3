// IconButton: a button showing only an icon; its accessible name is required.
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cx } from './class-names';
import * as styles from './icon-button.css';
import { Icon, type IconName } from './icons';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The icon to show. */
  icon: IconName;
  /** The accessible name (required: the button has no visible text). Also shown as the tooltip. */
  label: string;
  variant?: 'ghost' | 'outline' | 'primary';
  size?: 'sm' | 'md' | 'lg';
}

/** A square button with one icon and an aria-label. `type` defaults to "button". */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'md', className, type = 'button', title, ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={cx(styles.base, styles.variant[variant], styles.size[size], className)}
    >
      <Icon name={icon} size={size === 'sm' ? 18 : 20} />
    </button>
  );
});
