// Styles of a listing's thumbnail in dashboard lists, and the row that puts it before the listing's title.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const titled = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
  flex: '1 1 14rem',
});

export const thumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '64px',
  height: '48px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  objectFit: 'cover',
});
