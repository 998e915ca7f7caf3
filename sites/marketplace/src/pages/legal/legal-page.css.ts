// Styles of the legal pages: a readable column with a table of contents beside it on wide screens.
import { vars } from '@dealloop/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export { eyebrow, hero, heroInner, title } from '../../styles/page-hero.css';

export const updated = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const intro = style({
  maxWidth: '72ch',
  marginTop: vars.space['4'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize.lg } },
});

globalStyle(`${intro} p`, { margin: 0 });

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['8']}`,
  '@media': {
    '(min-width: 768px)': {
      gridTemplateColumns: '240px minmax(0, 1fr)',
      padding: `${vars.space['6']} ${vars.space['5']} ${vars.space['8']}`,
    },
  },
});

export const toc = style({
  alignSelf: 'start',
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    '(min-width: 768px)': {
      position: 'sticky',
      top: '88px',
      maxHeight: 'calc(100vh - 112px)',
      overflowY: 'auto',
    },
  },
});

export const tocTitle = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const tocList = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  fontSize: vars.fontSize.sm,
});

export const tocItem = style({ padding: `${vars.space['1']} 0` });

export const tocLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
});

export const content = style({
  maxWidth: '72ch',
  minWidth: 0,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${content} p, ${content} ul`, { margin: `0 0 ${vars.space['3']}` });

globalStyle(`${content} ul`, { paddingLeft: vars.space['5'] });

globalStyle(`${content} li`, { marginBottom: vars.space['2'] });

globalStyle(`${content} h3`, {
  margin: `${vars.space['4']} 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.lg,
});

globalStyle(`${content} strong`, { color: vars.color.primary });

export const section = style({
  paddingBottom: vars.space['5'],
  marginBottom: vars.space['5'],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const heading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['2'],
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.xl,
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize['2xl'] } },
});

/** The # link of a section heading: shown on hover or focus, always on touch screens. */
export const anchor = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  textDecoration: 'none',
  opacity: 0,
  transition: `opacity ${vars.duration.fast}`,
  selectors: {
    [`${heading}:hover &, &:focus`]: { opacity: 1 },
    '&:hover': { color: vars.color.accent },
  },
  '@media': { '(hover: none)': { opacity: 1 } },
});
