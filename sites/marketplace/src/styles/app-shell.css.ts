// The static first paint of index.html (`.app-shell`): the top bar's look (layout/top-bar-look.ts, shared with the bar:
// 64px, surface, border, the logo and wordmark) drawn from the HTML and the entry's stylesheet alone, so the page shows
// something while its scripts load. React replaces it on its first render; nothing in it moves before that.
import { LISTING_FIRST_PAINT_CLASSES as FIRST_PAINT } from '@dealloop/core';
import { vars } from '@dealloop/ui';
import { globalStyle } from '@vanilla-extract/css';
import {
  TOP_BAR_PADDING,
  TOP_BAR_ROW,
  TOP_BAR_SURFACE,
  WORDMARK_HIDDEN,
  WORDMARK_TYPE,
} from '../layout/top-bar-look';

globalStyle('.app-shell-header', TOP_BAR_SURFACE);

globalStyle('.app-shell-bar', {
  ...TOP_BAR_ROW,
  '@media': {
    '(min-width: 768px)': { padding: TOP_BAR_PADDING.tablet },
    '(min-width: 1100px)': { padding: TOP_BAR_PADDING.desktop },
  },
});

globalStyle('.app-shell-wordmark', {
  ...WORDMARK_TYPE,
  '@media': {
    [WORDMARK_HIDDEN.narrowPhone]: { display: 'none' },
    [WORDMARK_HIDDEN.tablet]: { display: 'none' },
  },
});

globalStyle('.app-shell-wordmark span', { color: vars.color.accent });

// A listing page's first photo (server/src/site/first-data.ts, listingFirstPaint) where the gallery shows it:
// the page's box (pages/property/property-page.css.ts: page), a line for the All deals link, then the 3:2 stage in
// the column beside the 360px panel from 960px.
globalStyle(`.${FIRST_PAINT.page}`, {
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space['5']} ${vars.space['4']} 0`,
  '@media': { '(min-width: 768px)': { paddingInline: vars.space['5'] } },
});

globalStyle(`.${FIRST_PAINT.back}`, { marginBottom: vars.space['4'], fontSize: vars.fontSize.sm });

globalStyle(`.${FIRST_PAINT.back}::before`, { content: '"\\00a0"' });

globalStyle(`.${FIRST_PAINT.photo}`, {
  aspectRatio: '3 / 2',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  '@media': { '(min-width: 960px)': { width: `calc(100% - 360px - ${vars.space['5']})` } },
});

globalStyle(`.${FIRST_PAINT.photo} img`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

// Then the listing's content the server wrote (title, place, price, key figures, description) in the same column, in
// the page's type: readable without the scripts, replaced by the page once they run.
globalStyle(`.${FIRST_PAINT.content}`, {
  marginTop: vars.space['4'],
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { '(min-width: 960px)': { width: `calc(100% - 360px - ${vars.space['5']})` } },
});

globalStyle(`.${FIRST_PAINT.content} h1`, {
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
});

globalStyle(`.${FIRST_PAINT.content} p`, { margin: `0 0 ${vars.space['3']}`, whiteSpace: 'pre-line' });

globalStyle(`.${FIRST_PAINT.price} strong`, { fontSize: vars.fontSize['2xl'] });

globalStyle(`.${FIRST_PAINT.facts}`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: `0 0 ${vars.space['3']}`,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`.${FIRST_PAINT.facts} dd`, { margin: 0, fontWeight: 600 });
