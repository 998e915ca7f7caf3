// Alert: an inline message, e.g. a server error above a form or a confirmation in place of it.
import type { ReactNode } from 'react';
import * as styles from './alert.css';
import { cx } from './class-names';
import { Icon, type IconName } from './icons';

export type AlertTone = 'error' | 'success' | 'info';

const ICONS: Record<AlertTone, IconName> = { error: 'alert', success: 'check', info: 'info' };

export interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** An inline message; errors are announced at once (role="alert"), others politely (role="status"). */
export function Alert({ tone, title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.alert, styles.tone[tone], className)}
    >
      <span className={cx(styles.iconWrap, styles.icon[tone])}>
        <Icon name={ICONS[tone]} size={20} />
      </span>
      <div className={styles.content}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {children}
      </div>
    </div>
  );
}
