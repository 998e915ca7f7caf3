// Styles of Tabs: a segmented tab list.
import { style } from '@vanilla-extract/css';
import { focusRing } from './shared.css';
import { vars } from './theme.css';

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  padding: vars.space['1'],
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const tab = style({
  flex: 1,
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing,
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      color: vars.color.primary,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const panel = style({ selectors: { '&:focus-visible': focusRing } });
