// Styles of the photo uploader: the drop zone around the file input, and the photo list with its progress.
import { vars } from '@dealloop/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const uploader = style({ display: 'grid', gap: vars.space['3'] });

export const dropZone = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['5'],
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.accent,
  textAlign: 'center',
  selectors: {
    '&[data-dragging]': { borderColor: vars.color.accent, background: vars.color.accentSurface },
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

// The Add photos button; a click anywhere in the zone presses it (its ::after covers the zone).
export const pickButton = style({});

globalStyle(`${pickButton} button::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  cursor: 'pointer',
});

export const dropHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const problem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-status="failed"], &[data-status="invalid"]': { borderColor: vars.color.danger },
  },
});

export const thumb = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '96px',
  height: '72px',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.danger,
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const coverBadge = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: '2px 4px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});

export const details = style({ display: 'grid', gap: vars.space['1'], minWidth: 0, alignContent: 'start' });

export const name = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const bytes = style({ marginLeft: 'auto' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
});

export const iconActions = style({ display: 'flex', marginLeft: 'auto' });
