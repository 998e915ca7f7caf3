// Styles of Markdown: readable spacing between blocks, inline code chips and underlined links.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const markdown = style({
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.relaxed,
  color: 'inherit',
  overflowWrap: 'anywhere',
});

globalStyle(`${markdown} > :first-child`, { marginTop: 0 });
globalStyle(`${markdown} > :last-child`, { marginBottom: 0 });

export const paragraph = style({ margin: `0 0 ${vars.space['3']}` });

export const heading = styleVariants({
  2: {
    margin: `${vars.space['5']} 0 ${vars.space['2']}`,
    fontSize: vars.fontSize.xl,
    lineHeight: vars.lineHeight.tight,
  },
  3: {
    margin: `${vars.space['4']} 0 ${vars.space['2']}`,
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.tight,
  },
});

export const list = style({
  margin: `0 0 ${vars.space['3']}`,
  paddingLeft: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
});

export const code = style({
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
});

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:hover': { color: vars.color.accentHover } },
});
