// Styles of /pricing: the plan cards in a row on wide screens, the price line and the feature list.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const plans = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' } },
});

export const plan = style({ alignContent: 'start' });

export const current = style({ borderColor: vars.color.accent, boxShadow: vars.shadow.md });

export const price = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const period = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const features = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingLeft: vars.space['5'],
  color: vars.color.text,
});
