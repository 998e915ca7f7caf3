// Styles of FieldGroup: a grid of fields in one column, or two once the group is wide enough for two 15rem columns.
import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const gapVar = createVar();

export const group = style({
  vars: { [gapVar]: vars.space['3'] },
  display: 'grid',
  gap: gapVar,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** Two columns when both fit 15rem, else one: no breakpoint, so it suits a page, a card or a dialog alike. */
export const columns = styleVariants({
  one: {},
  two: {
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, max(15rem, calc((100% - ${gapVar}) / 2))), 1fr))`,
  },
});

/** The space between the fields, one class per step of the space scale. */
export const gap = styleVariants(vars.space, (space) => ({ vars: { [gapVar]: space } }));

/** A child spanning the whole row (an address, a bio, an upload). */
export const wide = style({ gridColumn: '1 / -1' });

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space['1'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
