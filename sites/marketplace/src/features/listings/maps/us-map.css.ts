// Styles of the US map: a fixed 975:610 frame, the drawing's layers, approximate areas and the pins over it.
import { focusRing, vars } from '@dealloop/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const frame = style({
  position: 'relative',
  width: '100%',
  margin: 0,
  aspectRatio: '975 / 610',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.infoSurface,
});

export const drawing = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
});

/** Borders never take clicks meant for the county under them. */
const line = {
  fill: 'none',
  vectorEffect: 'non-scaling-stroke',
  strokeLinejoin: 'round',
  pointerEvents: 'none',
} as const;

export const nation = style({ fill: vars.color.surface, stroke: 'none' });

export const selectableCounties = style({ cursor: 'pointer' });

export const county = style({
  stroke: 'none',
  transition: `opacity ${vars.duration.fast}`,
  selectors: { [`${selectableCounties} &:hover`]: { opacity: 0.75 } },
});

export const countyBorders = style({
  ...line,
  stroke: vars.color.borderStrong,
  strokeOpacity: 0.35,
  strokeWidth: 0.75,
});

export const stateBorders = style({ ...line, stroke: vars.color.borderStrong, strokeWidth: 1.25 });

export const coast = style({ ...line, stroke: vars.color.borderStrong, strokeWidth: 1 });

export const area = style({
  fill: vars.color.accent,
  fillOpacity: 0.18,
  stroke: vars.color.accent,
  strokeWidth: 2,
  strokeDasharray: '6 4',
  vectorEffect: 'non-scaling-stroke',
  pointerEvents: 'none',
});

export const status = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['4'],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const retry = style({
  minHeight: '44px',
  padding: `0 ${vars.space['4']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const pins = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

export const pinSlot = style({ position: 'absolute', width: 0, height: 0 });

const pinBase = style({
  position: 'absolute',
  left: '-16px',
  top: '-16px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  pointerEvents: 'auto',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    'span&': { cursor: 'default' },
    '&:hover, &:focus-visible, &[data-state="selected"]': { zIndex: 1 },
  },
});

export const dot = style({
  display: 'block',
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  background: 'currentColor',
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${pinBase}:hover &, ${pinBase}:focus-visible &`]: { transform: 'scale(1.2)' },
    [`${pinBase}[data-state="selected"] &`]: {
      transform: 'scale(1.45)',
      boxShadow: `0 0 0 3px ${vars.color.cta}`,
    },
  },
});

export const tip = style({
  position: 'absolute',
  bottom: 'calc(100% + 2px)',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'none',
  maxWidth: '220px',
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  pointerEvents: 'none',
  selectors: {
    [`${pinBase}:hover &, ${pinBase}:focus-visible &, ${pinBase}[data-state="selected"] &`]: {
      display: 'block',
    },
  },
});

export const pin = styleVariants({
  primary: [pinBase, { color: vars.color.primary }],
  accent: [pinBase, { color: vars.color.accent }],
  cta: [pinBase, { color: vars.color.cta }],
});
