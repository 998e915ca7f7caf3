// Styles of the investor directory: filters, the card grid and Show more.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: '2fr 1fr 1fr 1fr auto' } },
});

export const filterActions = style({ display: 'flex', gap: vars.space['2'] });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const cardHead = style({ display: 'flex', gap: vars.space['3'], alignItems: 'center' });

export const cardName = style({ margin: 0, fontSize: vars.fontSize.lg });

export const cardMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const more = style({ alignSelf: 'center' });
