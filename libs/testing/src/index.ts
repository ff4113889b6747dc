/** Test-only helpers: a valid brand and theme, a site-like store, the sandbox over MSW, a provider-wrapping render. */
export { testBrand, testTheme } from './lib/test-brand';
export { createTestStore, type TestStore } from './lib/test-store';
export { serveSandbox } from './lib/sandbox-server';
export { renderWithProviders, type RenderOptions } from './lib/render';
