// Styles of Menu: the trigger, the popup panel, its header and items.
import { style } from '@vanilla-extract/css';
import { focusRing } from './shared.css';
import { vars } from './theme.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `0 ${vars.space['2']}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    '&[aria-expanded="true"]': { background: vars.color.surfaceMuted, borderColor: vars.color.border },
  },
});

export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  zIndex: vars.zIndex.overlay,
  minWidth: '240px',
  maxWidth: 'min(320px, calc(100vw - 24px))',
  padding: `${vars.space['1']} 0`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
});

export const alignEnd = style({ right: 0 });
export const alignStart = style({ left: 0 });

export const header = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space['1'],
});

export const list = style({ display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space['4']}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  boxSizing: 'border-box',
  selectors: {
    '&:hover, &:focus': { background: vars.color.surfaceMuted, outline: 'none' },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const itemDanger = style({ color: vars.color.danger });

export const itemIcon = style({ color: vars.color.textMuted });

export const separator = style({
  height: 0,
  margin: `${vars.space['1']} 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
});
