// Stack: children laid out in a column or a row with a gap from the theme's space scale (the layout the site wrote
// again for every list, form and button row).
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './stack.css';
import type { SCALE_TOKENS } from './tokens';

/** A step of the theme's space scale (`--dl-space-N`). */
export type StackGap = keyof (typeof SCALE_TOKENS)['space'];
export type StackDirection = 'column' | 'row';
export type StackAlign = 'start' | 'center' | 'end' | 'baseline' | 'stretch';
export type StackJustify = 'start' | 'center' | 'end' | 'between';
/** The elements a Stack may render as (lists lose their bullets). */
export type StackElement = 'div' | 'section' | 'ul' | 'ol' | 'dl' | 'nav' | 'header' | 'footer' | 'fieldset';

/** The layout options of a Stack, also taken by `stackClassName` for elements Stack does not render. */
export interface StackLayout {
  /** `column` (default) stacks the children; `row` lines them up. */
  direction?: StackDirection;
  /** The space between children: a step of the space scale, `3` (12px) by default. */
  gap?: StackGap;
  /** Lets a row wrap onto more lines (button rows, tags) instead of overflowing a phone's width. */
  wrap?: boolean;
  align?: StackAlign;
  justify?: StackJustify;
}

export interface StackProps extends StackLayout, HTMLAttributes<HTMLElement> {
  /** The element rendered, `div` by default. */
  as?: StackElement;
  children?: ReactNode;
}

/** The class names of a stack with these options (for a form, a label or any element Stack does not render). */
export function stackClassName({
  direction = 'column',
  gap = '3',
  wrap = false,
  align,
  justify,
}: StackLayout = {}): string {
  return cx(
    styles.stack,
    styles.direction[direction],
    styles.gap[gap],
    wrap && styles.wrap,
    align && styles.align[align],
    justify && styles.justify[justify],
  );
}

/** A flex column (or row) with a gap between its children. */
export function Stack({
  as: Element = 'div',
  direction,
  gap,
  wrap,
  align,
  justify,
  className,
  children,
  ...rest
}: StackProps) {
  const list = Element === 'ul' || Element === 'ol';
  return (
    <Element
      {...rest}
      className={cx(stackClassName({ direction, gap, wrap, align, justify }), list && styles.list, className)}
    >
      {children}
    </Element>
  );
}
