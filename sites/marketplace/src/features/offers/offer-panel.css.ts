// Styles of the listing page's "Make an offer" panel.
import { vars } from '@dealloop/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  // One column as wide as the panel: the form's fields never set a wider minimum (they overflowed at 1280 px).
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  gap: vars.space['3'],
});

/** Two fields side by side when the panel has room for both, else one under the other. */
export const row = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
});

export const fileField = style({
  display: 'grid',
  gap: vars.space['1'],
  minWidth: 0,
  fontSize: vars.fontSize.sm,
});

// The native file input keeps its own width otherwise.
globalStyle(`${fileField} input`, { maxWidth: '100%', minWidth: 0 });

export const fileLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const fileError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const figures = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

export const figure = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] });

export const figureLabel = style({ color: vars.color.textMuted });

export const figureValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** The listing's closing terms, one line each. */
export const terms = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** "Also submit it for verification": the box and its label on one line. */
export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
