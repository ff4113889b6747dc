import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceAliases } from '../../vitest.shared.ts';

/** One Storybook for the whole product: every lib's stories and the site's chrome, in every brand and language. */
const config: StorybookConfig = {
  stories: ['../../libs/*/src/**/*.stories.@(ts|tsx)', '../../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The brands' folders, for their logos and marks (`brands.ts`).
  staticDirs: ['../public', { from: '../../brands', to: '/brands' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: { alias: workspaceAliases() } }),
};

export default config;
