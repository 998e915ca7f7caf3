// Card: a surface panel (surface colour, border, radius, padding) with an optional title row and actions, the
// panel the site's lists, settings sections and forms each styled again.
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './card.css';
import { cx } from './class-names';
import { type StackGap, stackClassName } from './stack';

export type CardPadding = 'md' | 'lg';
/** The elements a Card may render as (use `cardClassName` on a form). */
export type CardElement = 'div' | 'section' | 'article' | 'li' | 'aside';

/** The look of a Card, also taken by `cardClassName`. */
export interface CardLook {
  /** `md` (16px, default) or `lg` (24px) inside the border. */
  padding?: CardPadding;
  /** The space between the children: a step of the space scale, `3` (12px) by default. */
  gap?: StackGap;
  /** A small shadow under the panel (list items that read as cards). */
  elevated?: boolean;
}

export interface CardProps extends CardLook, Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The element rendered, `div` by default. */
  as?: CardElement;
  /** A heading at the top of the card. */
  title?: ReactNode;
  /** The heading's level, 2 by default. */
  titleLevel?: 2 | 3 | 4;
  /** The heading's id (for `aria-labelledby` on the card or a section around it). */
  titleId?: string;
  /** Extra class of the heading (e.g. another colour). */
  titleClassName?: string;
  /** Buttons or links on the title's row, wrapping under it on a narrow screen. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The class names of a card with this look (for a form or another element Card does not render). */
export function cardClassName({ padding = 'md', gap = '3', elevated = false }: CardLook = {}): string {
  return cx(stackClassName({ gap }), styles.card, styles.padding[padding], elevated && styles.elevated);
}

/** A surface panel: the title row (title and actions) when given, then the children in a column. */
export function Card({
  as: Element = 'div',
  padding,
  gap,
  elevated,
  title,
  titleLevel = 2,
  titleId,
  titleClassName,
  actions,
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = `h${titleLevel}` as const;
  const heading =
    title == null ? null : (
      <Heading id={titleId} className={cx(styles.title, titleClassName)}>
        {title}
      </Heading>
    );
  return (
    <Element {...rest} className={cx(cardClassName({ padding, gap, elevated }), className)}>
      {actions == null ? (
        heading
      ) : (
        <div className={styles.header}>
          {heading}
          <div className={styles.actions}>{actions}</div>
        </div>
      )}
      {children}
    </Element>
  );
}
