// Styles of Avatar: a round picture or initials on teal.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { width: '28px', height: '28px', fontSize: '0.75rem' },
  md: { width: '36px', height: '36px', fontSize: '0.875rem' },
  lg: { width: '56px', height: '56px', fontSize: '1.25rem' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
