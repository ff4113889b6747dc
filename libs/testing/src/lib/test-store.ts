import { createSessionStore, type SiteApiConfig } from '@wl/session';
import { testBrand } from './test-brand';

/**
 * The site's own store wiring (`createSessionStore`), pointed at whatever MSW answers (usually the
 * in-process sandbox). Its session starts from sessionStorage, as the site's does, so a test logs in
 * by storing a session before it creates the store.
 */
export function createTestStore(overrides: Partial<SiteApiConfig> = {}) {
  return createSessionStore({
    baseUrl: '',
    merchantCode: testBrand.merchantCode,
    getLanguage: () => testBrand.defaultLanguage,
    ...overrides,
  });
}

export type TestStore = ReturnType<typeof createTestStore>;
