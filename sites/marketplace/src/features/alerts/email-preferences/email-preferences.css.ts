// Styles of the email pages (Notification Settings, Email Test, Unsubscribe): a narrow column of cards.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '760px',
  marginInline: 'auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  display: 'grid',
  gap: vars.space['5'],
});

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const wide = style({ maxWidth: '1000px' });

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], color: vars.color.primary });

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** A titled group of settings: its heading (the legend) above its card, never on the card's edge. */
export const group = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const toggles = style({ display: 'grid', gap: 0, paddingBlock: vars.space['1'] });

export const divided = style({ borderTop: `1px solid ${vars.color.border}` });

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space['1'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
});

export const actions = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
