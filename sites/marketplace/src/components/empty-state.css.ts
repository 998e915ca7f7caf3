// The empty state's box: a dashed panel with an icon, a title, a line and an action, centred.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['7']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });
