// Styles of QrCode: always dark modules on white, whatever the theme, so every camera reads it.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const qrCode = style({
  display: 'block',
  background: '#ffffff',
  borderRadius: vars.radius.sm,
  shapeRendering: 'crispEdges',
});

export const modules = style({ fill: '#000000' });
