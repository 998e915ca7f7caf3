// Styles of the admin dashboard: the figure cards, their breakdowns, the chart controls and the chart grid.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

export const figures = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const figureCard = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const figureTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const figureTotal = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const breakdown = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const breakdownRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  color: vars.color.text,
});

export const breakdownValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const charts = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { '(min-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
