// Styles of the own profile page's business cards section.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  background: vars.color.surface,
});

export const cardRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const cardName = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
