// Styles of the Not Found page.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space['7']} ${vars.space['4']}`,
  '@media': { '(min-width: 768px)': { padding: `${vars.space['8']} ${vars.space['5']}` } },
});

export const card = style({
  width: '100%',
  maxWidth: '560px',
  textAlign: 'center',
});

export const illustration = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '96px',
  height: '96px',
  marginBottom: vars.space['4'],
  borderRadius: vars.radius.full,
  background: vars.color.accentSurface,
  color: vars.color.accent,
});

export const code = style({
  display: 'block',
  marginBottom: vars.space['2'],
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});

export const title = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize['3xl'],
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize['4xl'] } },
});

export const text = style({
  margin: `0 0 ${vars.space['6']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
});
