// Styles of the buyers list pages: the join form, the dashboard's panels, table, tags and import preview.
import { vars } from '@dealloop/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '1280px',
  marginInline: 'auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { '(min-width: 768px)': { paddingInline: vars.space['5'] } },
});

export const narrow = style([page, { maxWidth: '640px' }]);

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], color: vars.color.primary });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'flex-end' });

// A select is as wide as its longest option (a listing's title): on a phone it must not widen the page.
globalStyle(`${row} > *`, { maxWidth: '100%', minWidth: 0 });
globalStyle(`${row} select`, { maxWidth: '100%' });

export const checks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  border: 0,
  padding: 0,
  margin: 0,
});

export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

// `position: relative` keeps the table's visually hidden labels (absolutely positioned) inside the scroller: without
// it they escape it and widen a phone's page.
export const tableWrap = style({ overflowX: 'auto', position: 'relative' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], alignItems: 'center' });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
});

export const criteria = style({ margin: 0, paddingLeft: vars.space['4'] });

/** The "Sent deals" history: one line group per blast. */
export const sends = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const send = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const sendTitle = style({ fontWeight: vars.fontWeight.semibold });

/** A buyer row's "Texts stopped" marker (the buyer replied STOP). */
export const stopped = style({
  display: 'inline-block',
  marginTop: vars.space['1'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
