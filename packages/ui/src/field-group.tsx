// FieldGroup: the grid of a form's fields (one column on a phone, two where they fit), optionally a fieldset with
// its legend; `fieldGroupWide` makes a child span the row.
import type { ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './field-group.css';
import type { StackGap } from './stack';

/** The layout of a FieldGroup, also taken by `fieldGroupClassName`. */
export interface FieldGroupLayout {
  /** `2` (default): two columns where both fit 15rem, else one; `1`: always one. */
  columns?: 1 | 2;
  /** The space between the fields: a step of the space scale, `3` (12px) by default. */
  gap?: StackGap;
}

export interface FieldGroupProps extends FieldGroupLayout {
  /** With a legend the group is a fieldset named by it; without, a plain div. */
  legend?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The class of a child that spans the group's whole row. */
export const fieldGroupWide = styles.wide;

/** The class names of a field grid (for a form that is itself the grid). */
export function fieldGroupClassName({ columns = 2, gap = '3' }: FieldGroupLayout = {}): string {
  return cx(styles.group, styles.columns[columns === 1 ? 'one' : 'two'], styles.gap[gap]);
}

/** A grid of form fields. */
export function FieldGroup({ legend, columns, gap, className, children }: FieldGroupProps) {
  const groupClass = cx(fieldGroupClassName({ columns, gap }), className);
  if (legend == null) return <div className={groupClass}>{children}</div>;
  return (
    <fieldset className={groupClass}>
      <legend className={cx(styles.legend, styles.wide)}>{legend}</legend>
      {children}
    </fieldset>
  );
}
