// Styles of PropertyCard and its skeleton: photo on top, price and facts, the deal figures, a footer line.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from './shared.css';
import { vars } from './theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.duration.normal}, transform ${vars.duration.normal}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-within': { boxShadow: vars.shadow.md },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover': { transform: 'translateY(-2px)' } },
    },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  background: `linear-gradient(135deg, ${vars.color.surfaceMuted}, ${vars.color.accentSurface})`,
});

export const topBadges = style({
  position: 'absolute',
  top: vars.space['3'],
  left: vars.space['3'],
  right: '56px',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  pointerEvents: 'none',
});

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  red: [pill, { background: vars.color.danger, color: vars.color.onDanger }],
  orange: [pill, { background: vars.color.warning, color: vars.color.onPrimary }],
  green: [pill, { background: vars.color.success, color: vars.color.onPrimary }],
  gray: [pill, { background: vars.color.textMuted, color: vars.color.surface }],
});

export const distanceBadge = style([
  pill,
  { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
]);

export const shareButton = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.primary,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  flex: 1,
});

export const priceRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const type = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** The title link covers the whole card (its ::after), so the card is one big link without nesting controls. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    // Drawn inside the ::after: the card clips everything outside its box (overflow hidden), outlines included.
    '&:focus-visible::after': { ...focusRing, outlineOffset: '-4px' },
  },
});

export const location = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  minWidth: 0,
});

export const locationText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const lock = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space['2'],
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

export const skeletonBlock = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${shimmer} 1.4s ease-in-out infinite` },
  },
});

export const skeletonLine = styleVariants({
  price: { height: '28px', width: '45%' },
  title: { height: '18px', width: '80%' },
  location: { height: '14px', width: '60%' },
  facts: { height: '14px', width: '70%' },
  figures: { height: '52px', width: '100%' },
});
