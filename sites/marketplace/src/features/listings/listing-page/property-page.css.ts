// Styles of the listing page: gallery, headline, facts, deal figures and the side panel.
import { vars } from '@dealloop/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  '@media': { '(min-width: 768px)': { paddingInline: vars.space['5'] } },
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  marginBottom: vars.space['4'],
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const layout = style({
  display: 'grid',
  // One column that never grows past the screen: an implicit column would widen to the side panel's min-content.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  '@media': { '(min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 360px', alignItems: 'start' } },
});

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const stage = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

// Horizontal moves on the photo are the gallery's (swipes); vertical ones stay the browser's (scrolling).
export const swipeable = style({ touchAction: 'pan-y', userSelect: 'none' });

// The photo itself opens the fullscreen viewer: a transparent button over it, under the previous/next buttons.
export const openFullscreen = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' } },
});

export const stageImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const noPhoto = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  height: '100%',
  color: vars.color.textMuted,
  background: `linear-gradient(135deg, ${vars.color.surfaceMuted}, ${vars.color.accentSurface})`,
});

export const navButton = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.primary,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const prev = style({ left: vars.space['3'] });
export const next = style({ right: vars.space['3'] });

export const counter = style({
  position: 'absolute',
  right: vars.space['3'],
  bottom: vars.space['3'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: 'rgba(11, 37, 69, 0.75)',
  color: '#FFFFFF',
  fontSize: vars.fontSize.xs,
});

export const thumbs = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

export const thumb = style({
  display: 'block',
  width: '88px',
  height: '64px',
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const headline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  marginTop: vars.space['5'],
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
} as const;

export const badge = styleVariants({
  red: { ...pill, background: vars.color.danger, color: vars.color.onDanger },
  orange: { ...pill, background: vars.color.warning, color: vars.color.onPrimary },
  green: { ...pill, background: vars.color.success, color: vars.color.onPrimary },
  gray: { ...pill, background: vars.color.textMuted, color: vars.color.surface },
});

export const distance = style({ ...pill, background: vars.color.accentSurface, color: vars.color.text });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const location = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  color: vars.color.textMuted,
});

export const signInHint = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const sectionTitle = style({
  margin: `${vars.space['6']} 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  whiteSpace: 'pre-line',
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '70ch',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { '(min-width: 960px)': { position: 'sticky', top: '88px' } },
});

export const priceLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const price = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['8']} ${vars.space['4']}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const stateTitle = style({ margin: 0, fontSize: vars.fontSize['2xl'], color: vars.color.text });

export const loadingBlock = style({
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  aspectRatio: '3 / 2',
});
