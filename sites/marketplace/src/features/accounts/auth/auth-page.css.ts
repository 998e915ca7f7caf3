// Styles of the sign-in, sign-up, forgot-password and reset-password screens.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space['4']} ${vars.space['3']} ${vars.space['7']}`,
  '@media': { '(min-width: 768px)': { padding: `${vars.space['7']} ${vars.space['5']}` } },
});

export const card = style({
  display: 'grid',
  width: '100%',
  maxWidth: '1040px',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { '(min-width: 768px)': { gridTemplateColumns: '5fr 6fr' } },
});

export const brand = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: vars.space['7'],
  background: `linear-gradient(155deg, ${vars.color.primary} 0%, ${vars.color.primaryHover} 55%, ${vars.color.accentHover} 100%)`,
  color: vars.color.onPrimary,
  '@media': { '(min-width: 768px)': { display: 'flex' } },
});

export const brandEyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const brandTitle = style({
  margin: `${vars.space['3']} 0 0`,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const brandList = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const brandItem = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
});

export const brandCheck = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  background: vars.color.cta,
  color: vars.color.onCta,
});

export const brandNote = style({
  margin: 'auto 0 0',
  fontSize: vars.fontSize.sm,
});

const brandLinkLook = { color: vars.color.onPrimary, fontWeight: vars.fontWeight.semibold } as const;

export const brandLink = style({
  ...brandLinkLook,
  selectors: { '&:hover': brandLinkLook },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  '@media': { '(min-width: 768px)': { padding: vars.space['7'] } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
});

export const lead = style({
  margin: `${vars.space['2']} 0 0`,
  color: vars.color.textMuted,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const tabsPanel = style({ paddingTop: vars.space['5'] });

export const inlineLink = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.accentHover } },
});

export const fine = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const backRow = style({
  display: 'flex',
  justifyContent: 'center',
});
