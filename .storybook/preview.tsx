// Storybook's canvas dressed as a page with the DealLoop theme: the --dl-* variables of @dealloop/ui, light or dark.
import type { Decorator, Preview } from '@storybook/react-vite';
import { vars } from '../packages/ui/src/theme.css';

/** The colour schemes of the toolbar: the `data-theme` values the theme understands. */
const THEMES = ['light', 'dark', 'system'] as const;
type ThemeName = (typeof THEMES)[number];

const isTheme = (value: unknown): value is ThemeName => THEMES.some((theme) => theme === value);

/**
 * Sets the chosen theme on the canvas document (not on a wrapper), so dialogs and toasts that portal to
 * document.body follow it too.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = isTheme(context.globals.theme) ? context.globals.theme : 'light';
  document.documentElement.setAttribute('data-theme', theme);
  return Story();
};

/** Global annotations of every story: the theme toolbar, the page colours and font. */
const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'DealLoop colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  // The package sets no global styles; like a host page, the canvas gives the body the theme's colours and font.
  beforeAll: () => {
    Object.assign(document.body.style, {
      background: vars.color.background,
      color: vars.color.text,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
    });
  },
  parameters: { layout: 'padded' },
};

export default preview;
