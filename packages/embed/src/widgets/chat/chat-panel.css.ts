// Styles of the chat panel's own parts: answer links to the marketplace, drawn like ui's Markdown links.
import { vars } from '@dealloop/ui/theme.css';
import { style } from '@vanilla-extract/css';

export const answerLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:hover': { color: vars.color.accentHover } },
});
