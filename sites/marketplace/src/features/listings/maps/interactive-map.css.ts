// Styles of the interactive map: its frame, the HTML overlay of labels, pins and clusters, and the zoom buttons.
import { focusRing, vars } from '@dealloop/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/** The map's box: a fixed aspect on the listing page, the pane's height in map views. Never wider than its parent. */
export const frame = style({
  position: 'relative',
  // A <figure>: without this its default side margins push a full-width map past the screen.
  margin: 0,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '100%',
  minWidth: 0,
  height: '100%',
  minHeight: '280px',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: '#dfe9f2',
  contain: 'layout paint',
});

/** MapLibre's container (its own stylesheet makes it position: relative, so it is sized explicitly too). */
export const canvas = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

/** What is drawn over the map: it lets drags through except on its own controls. */
export const overlay = style({ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden' });

export const labels = style({ position: 'absolute', inset: 0, margin: 0, padding: 0 });

const labelBase = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  textShadow: '0 0 2px #fff, 0 0 2px #fff, 0 0 3px #fff',
  lineHeight: 1,
});

export const label = styleVariants({
  state: [
    labelBase,
    {
      fontSize: vars.fontSize.xs,
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      color: '#5d6873',
      fontWeight: vars.fontWeight.semibold,
    },
  ],
  county: [labelBase, { fontSize: '11px', color: '#7d776c', fontStyle: 'italic' }],
  city: [labelBase, { fontSize: vars.fontSize.xs, color: '#2b333b', fontWeight: vars.fontWeight.semibold }],
});

export const markers = style({ listStyle: 'none', margin: 0, padding: 0, position: 'absolute', inset: 0 });

export const cluster = style({
  position: 'absolute',
  left: '-20px',
  top: '-20px',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.surface}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  pointerEvents: 'auto',
  selectors: { '&:focus-visible': focusRing, '&:hover': { transform: 'scale(1.08)' } },
});

export const area = style({
  position: 'absolute',
  borderRadius: vars.radius.full,
  background: 'rgba(230, 126, 34, 0.18)',
  border: `2px solid ${vars.color.accent}`,
  transform: 'translate(-50%, -50%)',
  pointerEvents: 'none',
});

/** The zoom buttons: above pins and clusters, in the top right corner. */
export const controls = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  pointerEvents: 'auto',
});

export const control = style({
  width: '36px',
  height: '36px',
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '20px',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: vars.color.surfaceMuted } },
});

export const status = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
