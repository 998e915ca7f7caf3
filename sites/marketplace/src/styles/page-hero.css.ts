// The hero band that opens the text pages (legal pages, help pages): eyebrow, title, on the surface colour.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heroInner = style({
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  '@media': { '(min-width: 768px)': { padding: `${vars.space['7']} ${vars.space['5']}` } },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const title = style({
  margin: `${vars.space['2']} 0`,
  fontSize: vars.fontSize['3xl'],
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize['4xl'] } },
});
