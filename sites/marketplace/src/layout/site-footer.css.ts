// Styles of the site footer.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const footer = style({
  marginTop: 'auto',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  paddingBottom: 'calc(64px + env(safe-area-inset-bottom, 0px))',
  '@media': { '(min-width: 768px)': { paddingBottom: 0 } },
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { '(min-width: 768px)': { padding: vars.space['5'] } },
});

export const copyright = style({ margin: 0 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.primary } },
});
