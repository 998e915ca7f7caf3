// Styles of the share popup.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const targets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space['2'],
  margin: `0 0 ${vars.space['4']}`,
  padding: 0,
  listStyle: 'none',
});

export const target = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '48px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.borderStrong,
      color: vars.color.text,
    },
  },
});

export const targetIcon = style({ color: vars.color.primary });

export const copyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'flex-end',
});

export const copyField = style({
  flex: '1 1 220px',
  minWidth: 0,
});
