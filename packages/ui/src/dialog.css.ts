// Styles of Dialog: a centred panel over a scrim; a sheet from the bottom on small screens.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from './shared.css';
import { vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  '@media': {
    'screen and (max-width: 480px)': { alignItems: 'flex-end', padding: 0 },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  animation: `${rise} ${vars.duration.normal} ease-out`,
  selectors: { '&:focus-visible': focusRing },
  '@media': {
    'screen and (max-width: 480px)': {
      borderBottomLeftRadius: 0,
      borderBottomRightRadius: 0,
      maxHeight: '90vh',
    },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const width = styleVariants({
  sm: { maxWidth: '400px' },
  md: { maxWidth: '520px' },
  lg: { maxWidth: '720px' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['5']} ${vars.space['5']} ${vars.space['2']}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const description = style({
  margin: `${vars.space['1']} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const closeButton = style({ marginTop: '-6px', marginRight: '-8px' });

export const body = style({ padding: `${vars.space['2']} ${vars.space['5']} ${vars.space['5']}` });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['5']} ${vars.space['5']}`,
});
