// Styles of /support: the form, the tickets and their answers.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', color: vars.color.text });

export const answer = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.accentSurface,
});

export const answerTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['3'] });

/** The admins' Show more, under the list. */
export const more = style({ justifySelf: 'center' });
