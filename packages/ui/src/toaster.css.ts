// Styles of Toaster: a stack of toasts at the bottom (above the mobile tab bar) or top right on wide screens.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  left: vars.space['3'],
  right: vars.space['3'],
  bottom: `calc(72px + env(safe-area-inset-bottom, 0px))`,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space['2'],
  pointerEvents: 'none',
  '@media': {
    'screen and (min-width: 768px)': {
      left: 'auto',
      right: vars.space['5'],
      bottom: 'auto',
      top: `calc(64px + ${vars.space['3']})`,
      flexDirection: 'column',
      alignItems: 'flex-end',
    },
  },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  width: '100%',
  maxWidth: '420px',
  padding: `${vars.space['3']} ${vars.space['2']} ${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxSizing: 'border-box',
  animation: `${enter} ${vars.duration.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const tone = styleVariants({
  success: { borderLeftColor: vars.color.success },
  error: { borderLeftColor: vars.color.danger },
  info: { borderLeftColor: vars.color.info },
});

export const toneIcon = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
  info: { color: vars.color.info },
});

export const iconWrap = style({ display: 'flex', paddingTop: '2px' });

export const text = style({ flex: 1, minWidth: 0, paddingTop: '2px' });

export const title = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const dismiss = style({ marginTop: '-4px' });

/** The polite and assertive live regions, stacked like the region itself. */
export const liveGroup = style({
  display: 'flex',
  flexDirection: 'inherit',
  alignItems: 'inherit',
  gap: vars.space['2'],
  width: '100%',
});
