// Styles of PageHeader: the title block and the actions beside it, wrapping under it on a phone.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minWidth: 0,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: '1 1 16rem',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});

/** `lg` grows the title to 3xl from 768px (the deal, admin and billing pages). */
export const titleSize = styleVariants({
  md: {},
  lg: { '@media': { '(min-width: 768px)': { fontSize: vars.fontSize['3xl'] } } },
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  maxWidth: '100%',
});
