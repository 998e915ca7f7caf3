// Styles of a property card's heart: a round button over the photo, like the card's share button.
import { focusRing, vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

/**
 * Over the card photo's top right corner, left of the card's share button (40px wide, 8px from the edge): the
 * card's list item is its positioned parent.
 */
export const button = style({
  position: 'absolute',
  // The card's 1px border, then the share button's offset and width.
  top: `calc(${vars.space['2']} + 1px)`,
  right: `calc(${vars.space['2']} * 2 + 41px)`,
  zIndex: 3,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.primary,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});
