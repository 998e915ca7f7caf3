// Styles of SelectField beyond TextField's: the native arrow replaced by a chevron, the optional hidden label.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const control = style({ position: 'relative', display: 'flex' });

export const select = style({
  appearance: 'none',
  paddingRight: `calc(${vars.space['5']} + ${vars.space['3']})`,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
});

export const chevron = style({
  position: 'absolute',
  right: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
