// Styles of the Loop chat: a floating launcher at the bottom right and the panel it opens, a sheet on phones.
import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from './shared.css';
import { vars } from './theme.css';

/**
 * Distance of the chat from the bottom of the viewport; a host sets it to clear its own fixed bars (the
 * marketplace lifts it above the mobile tab bar).
 */
export const loopChatBottom = createVar();
/** Distance of the chat from the right of the viewport. */
export const loopChatRight = createVar();
/**
 * The CSS zoom in effect on the chat (a host page's `body { zoom: 1.3 }`): viewport units inside a zoomed element
 * are zoomed too, so the panel divides them by it to stay on screen. The SDK sets it; 1 when unset.
 */
export const loopChatZoom = createVar();

const right = fallbackVar(loopChatRight, vars.space['5']);
const bottom = fallbackVar(loopChatBottom, vars.space['5']);
const zoom = fallbackVar(loopChatZoom, '1');

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const pulse = keyframes({ '0%, 80%, 100%': { opacity: 0.3 }, '40%': { opacity: 1 } });

export const root = style({
  position: 'fixed',
  zIndex: vars.zIndex.nav,
  right,
  bottom,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontFamily: vars.font.body,
  color: vars.color.text,
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
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': focusRing,
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  // At least 8px clear of the viewport's left and top edges, on phones and on zoomed pages alike.
  width: `min(380px, calc(100vw / ${zoom} - ${right} - 8px))`,
  height: `min(560px, calc(100vh / ${zoom} - ${bottom} - 72px))`,
  minHeight: '280px',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.duration.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The header's colours: the title and the close button take `headerText` on `headerBackground`. */
export const headerColors = Object.freeze({ text: vars.color.onPrimary, background: vars.color.primary });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
  background: headerColors.background,
  color: headerColors.text,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
});

export const title = style({
  flex: 1,
  margin: 0,
  // Headings default to the navy heading colour; on the navy header the title takes the header's own colour.
  color: headerColors.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const close = style({
  color: 'inherit',
  selectors: { '&:hover': { background: 'rgb(255 255 255 / 12%)' } },
});

export const messages = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  overflowY: 'auto',
  listStyle: 'none',
  background: vars.color.surfaceMuted,
});

const bubble = {
  maxWidth: '88%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
} as const;

export const assistant = style({
  ...bubble,
  alignSelf: 'flex-start',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderBottomLeftRadius: vars.radius.sm,
});

export const user = style({
  ...bubble,
  alignSelf: 'flex-end',
  whiteSpace: 'pre-wrap',
  background: vars.color.accent,
  color: vars.color.onAccent,
  borderBottomRightRadius: vars.radius.sm,
});

export const typing = style({ display: 'inline-flex', gap: '4px', padding: '6px 0' });

export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.2s' },
    '&:nth-child(3)': { animationDelay: '0.4s' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 } },
});

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const input = style({
  flex: 1,
  minHeight: '40px',
  maxHeight: '120px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  resize: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { ...focusRing, outlineOffset: '0' },
  },
});

/** The character counter under the input, shown near the length limit. */
export const counter = style({
  margin: 0,
  padding: `0 ${vars.space['4']} ${vars.space['2']}`,
  textAlign: 'right',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  background: vars.color.surface,
});

/** The counter once the message is over the limit. */
export const counterOver = style([
  counter,
  { color: vars.color.danger, fontWeight: vars.fontWeight.semibold },
]);
