// Styles of the site's calculator actions: Copy link, Clear and the sharing hint.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const hint = style({
  margin: 0,
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
