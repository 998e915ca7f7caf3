// Styles of the Add Listing page: header and steps, the form sections, deal figures, preview and submitted state.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '960px',
  marginInline: 'auto',
  padding: `${vars.space['5']} ${vars.space['3']} ${vars.space['7']}`,
  '@media': { '(min-width: 768px)': { padding: `${vars.space['6']} ${vars.space['5']} ${vars.space['8']}` } },
});

export const header = style({ display: 'grid', gap: vars.space['2'], marginBottom: vars.space['5'] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
  outline: 'none',
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize['3xl'] } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: `${vars.space['2']} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="current"]': { color: vars.color.primary, fontWeight: vars.fontWeight.semibold },
    '&[data-state="done"]': { color: vars.color.success },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const form = style({ display: 'grid', gap: vars.space['5'] });

export const section = style({
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { '(min-width: 768px)': { padding: vars.space['5'] } },
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space['1'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const fieldHint = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: `${vars.space['1']} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.accentSurface,
});

export const figure = style({ display: 'grid', gap: '2px' });

export const figureLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const figureValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const gain = style({ color: vars.color.success });

export const loss = style({ color: vars.color.danger });

export const figuresHint = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
});

export const submittedActions = style([formActions, { justifyContent: 'center' }]);

export const preview = style({ display: 'grid', gap: vars.space['4'] });

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
  outline: 'none',
});

export const previewLayout = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'minmax(0, 340px) minmax(0, 1fr)' } },
});

export const previewCard = style({ display: 'grid', gap: vars.space['2'] });

export const previewTitle = style({ margin: `0 0 ${vars.space['3']}`, fontSize: vars.fontSize.lg });

export const previewSubtitle = style({
  margin: `${vars.space['4']} 0 ${vars.space['1']}`,
  fontSize: vars.fontSize.md,
});

export const previewFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const previewFact = style({
  display: 'grid',
  alignContent: 'start',
  gap: '2px',
  padding: vars.space['2'],
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const previewFactValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.lineHeight.relaxed });

export const submitted = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  maxWidth: '640px',
  marginInline: 'auto',
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
});

export const submittedIcon = style({
  display: 'inline-flex',
  padding: vars.space['3'],
  borderRadius: vars.radius.full,
  background: vars.color.successSurface,
  color: vars.color.success,
});
