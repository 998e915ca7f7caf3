// Styles of the open-house pieces: slot cards, the listing's section, the calendar's month grid and filters.
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

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], color: vars.color.primary });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const when = style({ margin: 0, fontWeight: 600, color: vars.color.text });

export const cancelled = style({ color: vars.color.danger, fontWeight: 600, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const attendees = style({ margin: 0, paddingLeft: vars.space['4'], fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const monthBar = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const grid = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  background: vars.color.surface,
});

export const weekday = style({
  border: `1px solid ${vars.color.border}`,
  padding: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'center',
});

export const day = style({
  border: `1px solid ${vars.color.border}`,
  height: '5rem',
  padding: vars.space['1'],
  verticalAlign: 'top',
  fontSize: vars.fontSize.sm,
});

export const blank = style({ background: vars.color.background });

export const dayEvent = style({ display: 'block', fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
