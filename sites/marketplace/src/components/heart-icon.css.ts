// Styles of the heart: outlined when not saved, filled red when saved.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const heart = style({
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

export const saved = style({
  color: vars.color.danger,
  selectors: { [`${heart}&`]: { fill: 'currentColor' } },
});
