// Styles of IconButton: a square button around one icon.
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from './shared.css';
import { vars } from './theme.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const variant = styleVariants({
  ghost: {},
  outline: { borderColor: vars.color.border, background: vars.color.surface },
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
  },
});

/** Sizes keep a 40px (md) or 44px (lg) target; sm is for dense areas only. */
export const size = styleVariants({
  sm: { width: '32px', height: '32px' },
  md: { width: '40px', height: '40px' },
  lg: { width: '44px', height: '44px' },
});
