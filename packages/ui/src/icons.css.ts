// Styles of Icon: sits on the text baseline and never shrinks in flex rows.
import { style } from '@vanilla-extract/css';

export const icon = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });
