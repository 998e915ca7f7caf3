// Styles of the business card widget: identity, contact details, QR code and the Save contact action.
import { vars } from '@dealloop/ui/theme.css';
import { globalStyle, style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '420px',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const logo = style({
  width: '64px',
  height: '64px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const company = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

export const details = style({ display: 'grid', gap: vars.space['2'], margin: 0 });
globalStyle(`${details} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${details} a`, { color: vars.color.accent });

export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '176px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const hint = style({ margin: 0 });

export const save = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.cta,
  color: vars.color.onCta,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.ctaHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const initials = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSurface,
  color: vars.color.accent,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const photo = style([initials, { objectFit: 'cover', background: vars.color.surfaceMuted }]);

/** The QR code: always dark modules on white, whatever the theme (readers need the contrast). */
export const qrCode = style({ display: 'block', background: '#FFFFFF', borderRadius: vars.radius.sm });
globalStyle(`${qrCode} path`, { fill: '#000000' });

/** A message in place of the card (not available, failed, no card given). */
export const notice = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.infoSurface,
  color: vars.color.text,
});

export const failed = style({ background: vars.color.dangerSurface });
