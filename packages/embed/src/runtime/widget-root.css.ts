// Styles of every widget's shadow root: a block element, and a reset against the host page's CSS. The theme's
// variables and its `theme="light|dark|auto"` attribute are ui's theme.css.ts (`:host` selectors).
import { vars } from '@dealloop/ui/theme.css';
import { SCALE_TOKENS } from '@dealloop/ui/tokens';
import { assignVars, globalStyle, style } from '@vanilla-extract/css';

/** CSS pixels of one rem in the theme's type scale (the browser default root font size). */
const REM_PX = 16;

/** The theme's font sizes in px: a host page's root font size (`html { font-size: 62.5% }`) must not scale them. */
const fontSizesInPx = Object.fromEntries(
  Object.entries(SCALE_TOKENS.fontSize).map(([name, size]) => [
    name,
    `${Number.parseFloat(size) * REM_PX}px`,
  ]),
) as Record<keyof typeof SCALE_TOKENS.fontSize, string>;

// A block by default, as the `hidden` attribute hides it; any display the host's CSS gives the element wins (outer
// rules beat :host ones), so d-none, Tailwind's hidden, media queries and inline-block layouts work.
globalStyle(':host', { display: 'block' });
globalStyle(':host([hidden])', { display: 'none' });
globalStyle(':host', { vars: assignVars(vars.fontSize, fontSizesInPx) });

globalStyle(':host(:not([theme="dark"]):not([theme="auto"]))', { colorScheme: 'light' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

/** The container inside the shadow root: cuts off every property inherited from the host page. */
export const widgetRoot = style({
  all: 'initial',
  display: 'block',
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  textAlign: 'start',
  WebkitFontSmoothing: 'antialiased',
});
