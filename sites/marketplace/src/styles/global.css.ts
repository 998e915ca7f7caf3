// Global styles of the marketplace site (never part of the SDK): resets, page colours, links, headings, focus ring.
// Breakpoints of the site: 768px (the full top bar; below it the bar condenses and the tab bar shows), 1100px (desktop).
import { focusRing, vars } from '@dealloop/ui';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: '80px',
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

globalStyle('body', {
  margin: 0,
  minWidth: '320px',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('a', { color: vars.color.accent, textUnderlineOffset: '2px' });

globalStyle('a:hover', { color: vars.color.accentHover });

globalStyle(':focus-visible', focusRing);

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

globalStyle('img', { maxWidth: '100%', height: 'auto' });

globalStyle('button, input, select, textarea', { font: 'inherit' });
