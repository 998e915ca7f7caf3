// Styles of SwitchField: label and description on the left, the track and thumb drawn over a hidden checkbox.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: `${vars.space['3']} 0`,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  cursor: 'pointer',
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const control = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: '44px',
  height: '26px',
});

export const track = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background ${vars.duration.fast}`,
  pointerEvents: 'none',
});

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.3)',
  transition: `transform ${vars.duration.fast}`,
});

/** The real checkbox covers the control (so a click anywhere on it toggles) but is transparent. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  zIndex: 1,
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

// The hidden input's states draw the track and thumb next to it.
globalStyle(`${input}:checked + ${track}`, { background: vars.color.accent });
globalStyle(`${input}:checked + ${track} > ${thumb}`, { transform: 'translateX(18px)' });
globalStyle(`${input}:focus-visible + ${track}`, { boxShadow: `0 0 0 3px ${vars.color.focusRing}` });
globalStyle(`${input}:disabled + ${track}`, { opacity: 0.5 });
