// Avatar: a person's picture, or their initials when there is none or it fails to load.
import { useState } from 'react';
import * as styles from './avatar.css';
import { cx } from './class-names';
import { Icon } from './icons';
import { initials } from './initials';

export interface AvatarProps {
  /** The person's name: the accessible name and the source of the initials. */
  name: string;
  /** Picture URL. */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Hides the avatar from assistive technology when the name is already written next to it. */
  decorative?: boolean;
  className?: string;
}

/** A round avatar. */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const letters = initials(name);
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span {...a11y} className={cx(styles.avatar, styles.size[size], className)} data-initials={letters}>
      {src && src !== failedSrc ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : letters ? (
        <span aria-hidden="true">{letters}</span>
      ) : (
        <Icon name="user" size={size === 'lg' ? 28 : 18} />
      )}
    </span>
  );
}
