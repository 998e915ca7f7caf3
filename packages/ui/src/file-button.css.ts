// Styles of FileButton: the button and the chosen file's name on one line (wrapping on narrow screens); the file
// input itself is out of sight and out of the tab order.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  maxWidth: '100%',
});

export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const chosen = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
