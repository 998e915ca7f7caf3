// Styles of the text-message pieces: the Notification Settings section, its steps, the consent box, the outbox.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

/** The section's card on Notification Settings (the look of the email settings' cards). */
export const section = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  scrollMarginTop: '80px',
});

/** The outbox inside /test-email's card: no second card. */
export const bare = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

/** The consent checkbox and its wording: the wording wraps beside the box, never wider than the card. */
export const consent = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
});

export const consentBox = style({ marginTop: '3px', width: '18px', height: '18px' });

export const consentText = style({ overflowWrap: 'anywhere' });

export const problem = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

/** The switches' panel (below the legend, never under it: e2e/layout-boxes.spec.ts). */
export const toggles = style({
  display: 'grid',
  gap: 0,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const divided = style({ borderTop: `1px solid ${vars.color.border}` });

export const fieldset = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['1'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const outboxList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const outboxItem = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const outboxMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const outboxBody = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});
