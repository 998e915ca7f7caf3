// Styles of the Become a Moderator form: the markets as a grid of state checkboxes.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const markets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: vars.space['1'],
  margin: 0,
  padding: vars.space['3'],
  maxHeight: '260px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const market = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const error = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
