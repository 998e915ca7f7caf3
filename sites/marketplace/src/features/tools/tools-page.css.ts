// Styles of /tools: the calculator across the page, the other tools as cards below it.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const wide = style({ gridColumn: '1 / -1', minWidth: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
