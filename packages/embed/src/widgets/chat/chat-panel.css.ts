// Styles of the chat panel's own parts: answer links to the marketplace, drawn like ui's Markdown links.
import { vars } from '@dealloop/ui/theme.css';
import { style } from '@vanilla-extract/css';

/** Carries the page's zoom to LoopChat's panel size (ui's `loopChatZoom`) without a box of its own. */
export const zoomed = style({ display: 'contents' });

export const answerLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:hover': { color: vars.color.accentHover } },
});
