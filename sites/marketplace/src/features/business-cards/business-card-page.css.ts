// Styles of the public business card: a centred card with the identity, details, QR code and actions.
import { vars } from '@dealloop/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const card = style({
  width: '100%',
  maxWidth: '520px',
  marginInline: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const logo = style({
  width: '72px',
  height: '72px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const company = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

export const details = style({ display: 'grid', gap: vars.space['2'], margin: 0 });
globalStyle(`${details} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${details} dd`, { margin: 0, fontSize: vars.fontSize.lg });

export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
});
