// Styles of the saved searches page and its dialogs: the list of searches, their actions and previews.
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

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const itemName = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const warning = style({ margin: 0, color: vars.color.warning, fontSize: vars.fontSize.sm });

export const toggles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const preview = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const priceRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
});
