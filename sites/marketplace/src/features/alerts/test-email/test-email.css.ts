// Styles of the Email Test page: the send form and the mailbox list with expandable bodies.
import { vars } from '@dealloop/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': { '(min-width: 640px)': { gridTemplateColumns: '1fr auto' } },
});

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space['3']} 0`,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['2'],
  cursor: 'pointer',
});

export const subject = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

const pill = style({
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** The status pill of an email, by status. */
export const status = styleVariants({
  queued: [pill, { background: vars.color.infoSurface }],
  sending: [pill, { background: vars.color.infoSurface }],
  sent: [pill, { background: vars.color.successSurface }],
  failed: [pill, { background: vars.color.dangerSurface }],
});

export const body = style({ display: 'grid', gap: vars.space['2'], marginTop: vars.space['2'] });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const text = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});
