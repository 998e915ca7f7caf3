// Styles of Alert: an inline message box per tone.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const tone = styleVariants({
  error: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
  success: { background: vars.color.successSurface, borderColor: vars.color.success },
  info: { background: vars.color.infoSurface, borderColor: vars.color.info },
});

export const icon = styleVariants({
  error: { color: vars.color.danger },
  success: { color: vars.color.success },
  info: { color: vars.color.info },
});

export const iconWrap = style({ display: 'flex', paddingTop: '1px' });

export const content = style({ flex: 1, minWidth: 0 });

export const title = style({ display: 'block', fontWeight: vars.fontWeight.semibold, marginBottom: '2px' });
