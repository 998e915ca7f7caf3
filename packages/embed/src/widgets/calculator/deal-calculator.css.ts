// Styles of the deal calculator widget: the four amounts and the figures that follow from them.
import { vars } from '@dealloop/ui/theme.css';
import { globalStyle, style } from '@vanilla-extract/css';

export const calculator = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: '520px',
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
globalStyle(`${figure} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${figure} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
globalStyle(`${figure} dd[data-negative]`, { color: vars.color.danger });
