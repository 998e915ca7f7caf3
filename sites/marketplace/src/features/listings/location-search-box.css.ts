// Styles of the location search box and its suggestion list.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const wrapper = style({ position: 'relative', flex: 1, minWidth: 0 });

export const label = style({
  display: 'block',
  marginBottom: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const required = style({ color: vars.color.danger, marginLeft: '2px' });

export const field = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  left: vars.space['3'],
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['2']} 40px`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&::placeholder': { color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  margin: `${vars.space['1']} 0 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const list = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.nav,
  margin: 0,
  padding: vars.space['1'],
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  maxHeight: '280px',
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { background: vars.color.accentSurface, color: vars.color.text },
  },
});

export const hiddenLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});
