// Styles of a contract's status timeline: a vertical list of dots coloured by state.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const timeline = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="done"]': { color: vars.color.text },
    '&[data-state="current"]': { color: vars.color.primary, fontWeight: vars.fontWeight.semibold },
    '&[data-state="stopped"]': { color: vars.color.danger },
  },
});

export const dot = style({
  width: '12px',
  height: '12px',
  flex: 'none',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  selectors: {
    [`${step}[data-state="done"] &`]: { background: vars.color.success, borderColor: vars.color.success },
    [`${step}[data-state="stopped"] &`]: { background: 'currentColor' },
  },
});

export const state = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 'normal' });
