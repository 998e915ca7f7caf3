// Styles of BarChart: the figure, its title and summary, bars, gridlines and axis labels in theme colours.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const figure = style({
  position: 'relative',
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space['2'],
});

export const svg = style({ display: 'block', width: '100%', height: 'auto' });

export const bar = style({
  fill: vars.color.accent,
  selectors: { '&:hover': { fill: vars.color.accentHover } },
});

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisText = style({ fill: vars.color.textMuted, fontSize: '11px', fontFamily: vars.font.body });

export const summary = style({
  margin: `${vars.space['2']} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
