// Styles of Stack: a flex column or row with a gap from the space scale, optional wrap and alignment.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const stack = style({ display: 'flex', minWidth: 0, margin: 0, padding: 0 });

export const direction = styleVariants({
  column: { flexDirection: 'column' },
  row: { flexDirection: 'row' },
});

/** The gap between the children, one class per step of the space scale. */
export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const wrap = style({ flexWrap: 'wrap' });

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

/** A list rendered as a stack loses its bullets. */
export const list = style({ listStyle: 'none' });
