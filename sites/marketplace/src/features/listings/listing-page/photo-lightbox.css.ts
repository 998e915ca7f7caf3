// Styles of the fullscreen photo viewer: a dark scrim over the whole screen, the photo fitted inside it, the counter,
// Close and previous/next buttons.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gridTemplateColumns: 'minmax(0, 1fr)',
  background: 'rgba(5, 12, 24, 0.94)',
  color: '#FFFFFF',
  outline: 'none',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['3'],
});

export const counter = style({ margin: 0, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
  padding: `0 ${vars.space['3']} ${vars.space['3']}`,
  // Horizontal moves are the viewer's (swipes); vertical ones stay the browser's.
  touchAction: 'pan-y',
  userSelect: 'none',
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  pointerEvents: 'none',
});

const roundButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.16)',
  color: '#FFFFFF',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: '2px solid #FFFFFF', outlineOffset: '2px' } },
} as const;

export const close = style(roundButton);

export const navButton = style({
  ...roundButton,
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
});

export const previous = style({ left: vars.space['3'] });
export const next = style({ right: vars.space['3'] });
