// Styles of the saved deals page: heading with the count, then the cards.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '1280px',
  marginInline: 'auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { '(min-width: 768px)': { paddingInline: vars.space['5'] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], color: vars.color.primary });

export const count = style({ margin: 0, color: vars.color.textMuted });
