// Styles of the cookie banner: a card at the bottom, above the mobile tab bar.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const banner = style({
  position: 'fixed',
  zIndex: vars.zIndex.nav,
  left: vars.space['2'],
  right: vars.space['2'],
  bottom: 'calc(72px + env(safe-area-inset-bottom, 0px))',
  padding: vars.space['4'],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': {
    '(min-width: 768px)': {
      left: vars.space['5'],
      right: 'auto',
      bottom: vars.space['5'],
      maxWidth: '440px',
      padding: vars.space['5'],
    },
  },
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const close = style({
  marginTop: '-8px',
  marginRight: '-8px',
});

export const body = style({
  margin: `${vars.space['2']} 0 ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const action = style({ flex: '1 1 140px' });
