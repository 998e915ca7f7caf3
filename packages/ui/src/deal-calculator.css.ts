// Styles of DealCalculator (kept small: the SDK's calculator.js carries them): the amounts, the figures and the
// itemised MAO table. Labels, hints and the caption reuse TextField's styles.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const calculator = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The fields and the figures: as many columns as fit. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const figure = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
globalStyle(`${figure} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

/** The itemised MAO; amounts right-aligned, the result in bold. Amounts never break mid-number; labels wrap. */
export const table = style({ borderCollapse: 'collapse' });
globalStyle(`${calculator} :is(dd, td)`, { whiteSpace: 'nowrap' });
globalStyle(`${table} th`, { overflowWrap: 'anywhere' });
globalStyle(`${table} caption`, { textAlign: 'left' });
globalStyle(`${table} th`, { textAlign: 'left', fontWeight: 'inherit' });
globalStyle(`${table} td`, { textAlign: 'right' });
globalStyle(`${table} tfoot`, {
  fontWeight: vars.fontWeight.bold,
  borderTop: `1px solid ${vars.color.border}`,
});

/** A negative amount (figure or result) in the danger colour. */
globalStyle(`${calculator} [data-negative]`, { color: vars.color.danger });
