// Styles of Button: variants (primary, secondary, ghost, danger, cta) and sizes.
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from './shared.css';
import { vars } from './theme.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    boxShadow: vars.shadow.sm,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.primaryHover },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.primary,
      },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.primary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceMuted },
    },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.dangerHover },
    },
  },
  cta: {
    background: vars.color.cta,
    color: vars.color.onCta,
    boxShadow: vars.shadow.sm,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.ctaHover } },
  },
});

export const size = styleVariants({
  sm: { minHeight: '32px', padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.sm },
  md: { minHeight: '40px', padding: `0 ${vars.space['4']}`, fontSize: vars.fontSize.sm },
  lg: { minHeight: '48px', padding: `0 ${vars.space['5']}`, fontSize: vars.fontSize.md },
});

export const fullWidth = style({ width: '100%' });
