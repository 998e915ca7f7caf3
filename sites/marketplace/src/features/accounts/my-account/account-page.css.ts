// Styles of My Account (its sections are ui's Cards, their field grids ui's FieldGroup): headings, sessions, states.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '760px',
  marginInline: 'auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], color: vars.color.primary });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.primary });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });

export const sessionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const sessionItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sessionName = style({ fontWeight: vars.fontWeight.semibold });

export const badge = style({
  marginInlineStart: vars.space['2'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
});

/** The delete section's Card: a danger border (doubled class so it wins over the Card's border). */
export const danger = style({ selectors: { '&&': { borderColor: vars.color.danger } } });

export const problem = style({ margin: 0, color: vars.color.danger });
