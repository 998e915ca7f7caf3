// Styles of a grid of property cards.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 290px), 1fr))',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
