// The panel a list shows when it has nothing: an icon, what happened, and what to do next.
import { Icon, type IconName } from '@dealloop/ui';
import type { ReactNode } from 'react';
import * as styles from './empty-state.css';

export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.box}>
      <Icon name={icon} size={40} />
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}
