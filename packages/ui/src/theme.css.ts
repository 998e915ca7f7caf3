// The theme: a global contract of `--dl-*` CSS variables (the SDK's public theming API) and its light/dark values.
import { assignVars, createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import {
  type ColorTokens,
  DARK_COLORS,
  DARK_SHADOWS,
  LIGHT_COLORS,
  LIGHT_SHADOWS,
  SCALE_TOKENS,
} from './tokens';

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const colorShape = Object.fromEntries(Object.keys(LIGHT_COLORS).map((key) => [key, ''])) as Record<
  keyof ColorTokens,
  string
>;

const shape = {
  color: colorShape,
  shadow: { sm: '', md: '', lg: '' },
  ...SCALE_TOKENS,
};

/**
 * The theme contract. Each leaf is a CSS variable named `--dl-{group}-{name}` in kebab case, e.g.
 * `--dl-color-primary`, `--dl-color-on-primary`, `--dl-space-3`, `--dl-radius-md`, `--dl-font-body`,
 * `--dl-font-size-lg`. Host pages theme the SDK by setting these variables.
 */
export const vars = createGlobalThemeContract(shape, (_value, path) => `dl-${path.map(kebab).join('-')}`);

/** Where the theme applies: the document, and the shadow root of an embedded widget. */
const ROOTS = ':root, :host';

createGlobalTheme(ROOTS, vars, { color: LIGHT_COLORS, shadow: LIGHT_SHADOWS, ...SCALE_TOKENS });

const darkVars = { ...assignVars(vars.color, DARK_COLORS), ...assignVars(vars.shadow, DARK_SHADOWS) };

/**
 * `data-theme="dark"` forces the dark theme; `data-theme="system"` follows the visitor's colour scheme. An SDK
 * widget element takes `theme="light|dark|auto"` instead: no attribute is light (a visitor's dark preference must
 * not darken a widget on a light host page); auto follows the visitor only when the host asks for it.
 */
globalStyle('[data-theme="dark"], :host([data-theme="dark"]), :host([theme="dark"])', {
  vars: darkVars,
  colorScheme: 'dark',
});

globalStyle('[data-theme="system"], :host([data-theme="system"]), :host([theme="auto"])', {
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: darkVars,
      colorScheme: 'dark',
    },
  },
});
