// Styles of My Account: a column of section cards, each with a heading, its fields and actions.
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

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.primary });

export const fields = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  '@media': { '(min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

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

export const danger = style({ borderColor: vars.color.danger });

export const problem = style({ margin: 0, color: vars.color.danger });
