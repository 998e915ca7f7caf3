// PageHeader: a page's h1 with an optional subtitle and actions; on a phone the actions wrap under the title and
// long words break, so the header never widens the page.
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './page-header.css';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's title, rendered as its h1. */
  title: ReactNode;
  /** The h1's id (for `aria-labelledby`). */
  titleId?: string;
  /** `md` (default): a 2xl title; `lg`: 2xl on a phone, 3xl from 768px. */
  size?: 'md' | 'lg';
  /** Extra class of the h1. */
  titleClassName?: string;
  /** A muted line under the title (a count, an introduction). */
  subtitle?: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  /** More content under the subtitle, in the title's column. */
  children?: ReactNode;
}

/** The header of a page: h1, subtitle, extra content, and actions. */
export function PageHeader({
  title,
  titleId,
  titleClassName,
  size = 'md',
  subtitle,
  actions,
  className,
  children,
  ...rest
}: PageHeaderProps) {
  return (
    <header {...rest} className={cx(styles.header, className)}>
      <div className={styles.text}>
        <h1 id={titleId} className={cx(styles.title, styles.titleSize[size], titleClassName)}>
          {title}
        </h1>
        {subtitle == null ? null : <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </div>
      {actions == null ? null : <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
