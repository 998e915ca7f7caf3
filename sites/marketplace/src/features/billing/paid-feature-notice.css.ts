// Styles of the paid feature notice: a tinted box with a title, a sentence and the link to /pricing.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });

export const body = style({ margin: 0, color: vars.color.textMuted });

/** The remaining-count lines of QuotaLines. */
export const quota = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
