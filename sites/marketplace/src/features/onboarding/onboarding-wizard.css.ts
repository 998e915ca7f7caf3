// Styles of the onboarding wizard: progress header, step bodies, image upload, footer buttons.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const progressRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.primary });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const checkItem = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const checkIcon = style({ color: vars.color.success, flexShrink: 0 });

/** The number of a step still to do (an open circle: nothing is ticked before it is done). */
export const stepNumber = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const upload = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const uploadRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const preview = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const uploadLabel = style({ fontWeight: vars.fontWeight.medium });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  flexWrap: 'wrap',
});

export const footerEnd = style({ display: 'flex', gap: vars.space['2'], marginInlineStart: 'auto' });
