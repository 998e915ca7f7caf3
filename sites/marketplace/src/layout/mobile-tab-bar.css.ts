// Styles of the mobile bottom tab bar (below 768px).
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const bar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.nav,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -2px 10px rgb(11 37 69 / 6%)',
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  '@media': { '(min-width: 768px)': { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  height: '64px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tab = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outlineOffset: '-4px' },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.fontWeight.bold },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      left: '25%',
      right: '25%',
      height: '3px',
      borderRadius: '0 0 3px 3px',
      background: vars.color.accent,
    },
  },
});
