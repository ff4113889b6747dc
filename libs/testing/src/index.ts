/**
 * Test-only helpers that also run in a browser (Storybook): a valid brand and theme, a site-like
 * store, a provider-wrapping render. Vitest-only helpers are in `@wl/testing/vitest`.
 */
export { darkTestBrand, rgbToHex, testBrand, testTheme } from './lib/test-brand';
export { createTestStore } from './lib/test-store';
export { renderWithProviders } from './lib/render';
export { WithMessages } from './lib/with-messages';
export { styleDeclarationsFor } from './lib/style-declarations';
export { focusVisibleStyle } from './lib/focus-visible-style';
export { withoutDirPseudoClass } from './lib/without-dir-pseudo-class';
export {
  loggedInAs,
  logInToSandbox,
  renderAs,
  setSandboxFaults,
  startSandboxTrial,
  SANDBOX_ACCOUNTS,
  type SandboxAccount,
} from './lib/sandbox-session';
export { BRAND_VARIANTS } from './lib/story-brands';
