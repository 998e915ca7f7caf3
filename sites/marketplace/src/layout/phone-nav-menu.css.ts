// Styles of the phone menu button: shown below 768px only, where the top bar's links are folded away.
import { style } from '@vanilla-extract/css';

export const phoneOnly = style({
  display: 'flex',
  '@media': { '(min-width: 768px)': { display: 'none' } },
});

export const trigger = style({ paddingInline: '8px' });
