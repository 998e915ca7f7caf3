// Styles of ResourceView: the loading line and the failure's hint.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const loading = style({ margin: 0, color: vars.color.textMuted });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
