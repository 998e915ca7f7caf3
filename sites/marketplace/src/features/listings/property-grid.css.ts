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

/**
 * One card of the grid. Off-screen cards skip style, layout and paint until they come near the viewport
 * (content-visibility), sized meanwhile as a card last rendered (about 560 px): the 20 cards of a page commit in
 * a fraction of the time on a phone, which is most of the home page's blocking time.
 */
export const item = style({
  // The card's heart (components/card-favorite-button) sits over the card, placed against this item.
  position: 'relative',
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 560px',
});
