// Storybook for @dealloop/ui: React on Vite with vanilla-extract, reading the stories next to the components.
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

/** The Storybook configuration: `pnpm storybook` serves it on port 6006, `pnpm build-storybook` builds it. */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, disableProjectJson: true },
  // The canvas takes its colours from the DealLoop theme (preview.tsx), not from the backgrounds tool.
  features: { backgrounds: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), react(), vanillaExtractPlugin()],
  }),
};

export default config;
