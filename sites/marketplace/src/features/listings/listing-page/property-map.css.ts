// Styles of the listing page's map section.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const title = style({
  margin: `${vars.space['6']} 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const caption = style({
  margin: `${vars.space['2']} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const link = style({ color: vars.color.accent, fontWeight: vars.fontWeight.semibold });

/** The map's box (and the empty one holding its place until it loads): wide and low, never wider than the page. */
export const map = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  minHeight: '260px',
  maxHeight: '460px',
  borderRadius: vars.radius.md,
  background: '#dfe9f2',
});
