// Styles of the top navigation bar, its logo, Share button and avatar menu.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';
import {
  TOP_BAR_PADDING,
  TOP_BAR_ROW,
  TOP_BAR_SURFACE,
  WORDMARK_HIDDEN,
  WORDMARK_TYPE,
} from './top-bar-look';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  ...TOP_BAR_SURFACE,
});

export const bar = style({
  ...TOP_BAR_ROW,
  '@media': {
    '(min-width: 768px)': { gap: vars.space['2'], padding: TOP_BAR_PADDING.tablet },
    '(min-width: 1100px)': { gap: vars.space['4'], padding: TOP_BAR_PADDING.desktop },
  },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  marginRight: 'auto',
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  textDecoration: 'none',
  '@media': { '(min-width: 768px)': { marginRight: vars.space['2'] } },
});

/** On phones and tablets the logo keeps its mark only, to leave room for the links and actions. */
export const wordmark = style({
  ...WORDMARK_TYPE,
  '@media': {
    [WORDMARK_HIDDEN.narrowPhone]: { display: 'none' },
    [WORDMARK_HIDDEN.tablet]: { display: 'none' },
  },
});

export const wordmarkAccent = style({ color: vars.color.accent });

export const links = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: '0 auto 0 0',
  padding: 0,
  listStyle: 'none',
  '@media': { '(min-width: 768px)': { display: 'flex' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.fontWeight.semibold },
  },
  '@media': {
    '(min-width: 768px)': { padding: `0 ${vars.space['2']}` },
    '(min-width: 1100px)': { padding: `0 ${vars.space['3']}` },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
});

/** The text of a button that shows only its icon below desktop width. */
export const desktopLabel = style({
  display: 'none',
  '@media': { '(min-width: 1100px)': { display: 'inline' } },
});

export const addListing = style({
  paddingLeft: vars.space['3'],
  paddingRight: vars.space['3'],
});

export const avatarTrigger = style({
  paddingLeft: '2px',
  paddingRight: vars.space['2'],
});

const menuLine = {
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const menuName = style({
  ...menuLine,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const menuEmail = style({
  ...menuLine,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const chevron = style({ color: vars.color.textMuted });
