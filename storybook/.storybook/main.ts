import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { compiledCatalogs } from '../../libs/i18n/src/build/compiled-catalogs.ts';
import { workspaceAliases } from '../../vitest.shared.ts';

/** One Storybook for the whole product: every lib's stories, in every brand and language. */
const config: StorybookConfig = {
  stories: ['../../libs/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The catalogs cut into parts as the site's are, but not compiled: stories may format their own ICU text.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { plugins: [compiledCatalogs({ compile: false })], resolve: { alias: workspaceAliases() } }),
};

export default config;
