// Styles of the notification bell: its button and badge, and the popover listing the latest notifications.
import { focusRing, vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

/** The spec hides the bell on small screens (where the tab bar shows, below 768px). */
export const root = style({
  position: 'relative',
  display: 'none',
  '@media': { '(min-width: 768px)': { display: 'inline-flex' } },
});

export const trigger = style({
  position: 'relative',
  width: '40px',
  paddingLeft: 0,
  paddingRight: 0,
  selectors: { '&[aria-expanded="true"]': { background: vars.color.surfaceMuted } },
});

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '0px',
  minWidth: '18px',
  height: '18px',
  padding: '0 4px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
});

/** Below the trigger, lined up with its end; on narrow windows it spans the width under the top bar. */
export const panel = style({
  position: 'fixed',
  top: '64px',
  left: vars.space['2'],
  right: vars.space['2'],
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'calc(100vh - 80px)',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: 'none',
  '@media': {
    '(min-width: 480px)': {
      position: 'absolute',
      top: 'calc(100% + 6px)',
      left: 'auto',
      right: 0,
      width: '360px',
      maxWidth: 'calc(100vw - 24px)',
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['2']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  margin: 0,
  padding: `${vars.space['1']} 0`,
  listStyle: 'none',
  overflowY: 'auto',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '10px 1fr',
  columnGap: vars.space['3'],
  width: '100%',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'left',
  cursor: 'pointer',
  boxSizing: 'border-box',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const dot = style({
  width: '8px',
  height: '8px',
  marginTop: '6px',
  borderRadius: vars.radius.full,
  background: 'transparent',
  selectors: { '[data-unread] > &': { background: vars.color.accent } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '[data-unread] &': { fontWeight: vars.fontWeight.bold } },
});

export const message = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const note = style({
  margin: 0,
  padding: `${vars.space['5']} ${vars.space['4']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const textButton = style({
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    '&:disabled': { color: vars.color.textMuted, cursor: 'default' },
  },
});
