// Styles of the Embed page: the keys list, the key form, the snippet blocks and the live preview area.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '1280px',
  marginInline: 'auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': { '(min-width: 768px)': { paddingInline: vars.space['5'] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], color: vars.color.primary });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const itemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const itemName = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space['3'],
  '@media': { '(min-width: 768px)': { gridTemplateColumns: '2fr 2fr 1fr' } },
});

export const fact = style({ display: 'grid', gap: vars.space['1'], alignContent: 'start', minWidth: 0 });

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.sm });

export const keyRow = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const keyValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const origins = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const builder = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { '(min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const options = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});

export const snippets = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const snippet = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const snippetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const snippetLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const code = style({
  margin: 0,
  padding: vars.space['3'],
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const preview = style({
  minHeight: '240px',
  padding: vars.space['4'],
  background: vars.color.background,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const previewStage = style({ display: 'block', minWidth: 0 });
