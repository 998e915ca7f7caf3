// The static first paint of index.html (`.app-shell`): the top bar's look (layout/top-bar-look.ts, shared with the bar:
// 64px, surface, border, the logo and wordmark) drawn from the HTML and the entry's stylesheet alone, so the page shows
// something while its scripts load. React replaces it on its first render; nothing in it moves before that.
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
