// Styles of the chat launcher (chat.js): the same floating button as LoopChat's, without loading LoopChat.
import { vars } from '@dealloop/ui/theme.css';
import { keyframes, style } from '@vanilla-extract/css';

export const root = style({
  position: 'fixed',
  zIndex: vars.zIndex.nav,
  right: vars.space['5'],
  bottom: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['2'],
});

export const launcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '48px',
  padding: `0 ${vars.space['5']} 0 ${vars.space['4']}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.lg,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.85 },
  },
});

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** A short message above the launcher (the panel failed to load, or the element has no embed key). */
export const note = style({
  maxWidth: '320px',
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  animation: `${appear} ${vars.duration.normal} ease-out`,
});
