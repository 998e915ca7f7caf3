// Styles of the counties page: header, map with its legend, the filter and the sortable table.
import { focusRing, vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  '@media': { '(min-width: 768px)': { paddingInline: vars.space['5'] } },
});

export const header = style({ marginBottom: vars.space['5'] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const intro = style({
  margin: `${vars.space['2']} 0 0`,
  color: vars.color.textMuted,
  maxWidth: '70ch',
});

export const mapSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
});

export const legendTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const legendList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
});

export const swatch = style({
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const loading = style({ marginTop: vars.space['5'], color: vars.color.textMuted });

export const tableSection = style({ marginTop: vars.space['6'] });

export const tableHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

export const summary = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.textMuted });

export const filter = style({ width: '100%', maxWidth: '320px' });

export const matches = style({
  margin: `${vars.space['3']} 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const noMatch = style({ color: vars.color.textMuted });

// `position: relative` keeps visually hidden labels inside the scroller (else they widen a phone's page).
export const tableScroller = style({
  overflowX: 'auto',
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'left',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

const headerCell = {
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  verticalAlign: 'bottom',
  '@media': { '(min-width: 768px)': { whiteSpace: 'nowrap' } },
} as const;

export const headerLeft = style({ ...headerCell, textAlign: 'left' });

export const numericHeader = style({ ...headerCell, textAlign: 'right' });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '44px',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: 'none',
  textAlign: 'inherit',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
  '@media': { '(min-width: 768px)': { paddingInline: vars.space['3'] } },
});

export const sortIcon = style({
  display: 'inline-flex',
  opacity: 0.35,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '&[data-direction]': { opacity: 1 },
    '&[data-direction="ascending"]': { transform: 'rotate(180deg)' },
  },
});

const bodyCell = {
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { '(min-width: 768px)': { paddingInline: vars.space['3'] } },
} as const;

export const rowHeader = style({ ...bodyCell, textAlign: 'left', fontWeight: vars.fontWeight.regular });

export const cell = style(bodyCell);

export const numericCell = style({ ...bodyCell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const countyLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const stateCode = style({ textDecoration: 'none', cursor: 'help' });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['8']} ${vars.space['4']}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const stateTitle = style({ margin: 0, fontSize: vars.fontSize['2xl'], color: vars.color.text });
