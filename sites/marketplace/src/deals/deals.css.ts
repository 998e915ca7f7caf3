// Styles shared by the deal pages: the page frame, sections, item cards, facts, status pills and states.
import { vars } from '@dealloop/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '1100px',
  marginInline: 'auto',
  padding: `${vars.space['5']} ${vars.space['3']} ${vars.space['7']}`,
  display: 'grid',
  gap: vars.space['5'],
  '@media': { '(min-width: 768px)': { padding: `${vars.space['6']} ${vars.space['5']} ${vars.space['8']}` } },
});

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize['3xl'] } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const section = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start' });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { '(min-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space['1'] });

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const message = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
});

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
} as const;

export const badge = styleVariants({
  info: { ...pill, background: vars.color.infoSurface, color: vars.color.text },
  warning: { ...pill, background: vars.color.warningSurface, color: vars.color.text },
  success: { ...pill, background: vars.color.successSurface, color: vars.color.text },
  danger: { ...pill, background: vars.color.dangerSurface, color: vars.color.text },
  muted: { ...pill, background: vars.color.surfaceMuted, color: vars.color.textMuted },
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const loading = style({ margin: 0, color: vars.color.textMuted });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
});

// `position: relative` keeps visually hidden labels inside the scroller (else they widen a phone's page).
export const tableWrap = style({
  overflowX: 'auto',
  position: 'relative',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const cell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const headCell = style([cell, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold }]);

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' } },
});

export const linkList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
