// Styles of the error screen.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '60vh',
  padding: `${vars.space['7']} ${vars.space['4']}`,
});

export const fullPage = style({
  minHeight: '100vh',
  background: vars.color.background,
});

export const card = style({
  width: '100%',
  maxWidth: '520px',
  padding: `${vars.space['6']} ${vars.space['5']}`,
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  marginBottom: vars.space['4'],
  borderRadius: vars.radius.full,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});

export const title = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize['2xl'],
  selectors: { '&:focus': { outline: 'none' } },
});

export const body = style({
  margin: `0 0 ${vars.space['5']}`,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginBottom: vars.space['5'],
});

export const support = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
