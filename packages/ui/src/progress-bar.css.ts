// Styles of ProgressBar: the track, the fill by state and tone, and the indeterminate stripe.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const track = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const size = styleVariants({ sm: { height: '4px' }, md: { height: '8px' } });

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.duration.normal} ease-out, background-color ${vars.duration.normal}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const fillTone = styleVariants({
  indeterminate: { background: vars.color.accent },
  loading: { background: vars.color.accent },
  complete: { background: vars.color.success },
  error: { background: vars.color.danger },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});
