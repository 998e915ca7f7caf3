// Styles of Card: the surface panel (surface colour, 1px border, large radius) and its title row.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const card = style({
  minWidth: 0,
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const padding = styleVariants({
  md: { padding: vars.space['4'] },
  lg: { padding: vars.space['5'] },
});

export const elevated = style({ boxShadow: vars.shadow.sm });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});
