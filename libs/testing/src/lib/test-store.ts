import { configureStore } from '@reduxjs/toolkit';
import { baseApi, type ApiClientConfig } from '@wl/api-client';
import { initialSessionState, SESSION_SLICE, sessionSlice } from '@wl/session';
import { testBrand } from './test-brand';

/**
 * A store wired like the site's, talking to whatever MSW answers (usually the in-process sandbox).
 * Its session starts from sessionStorage, as the site's does, so a test logs in by storing a token.
 */
export function createTestStore(overrides: Partial<ApiClientConfig> = {}) {
  const apiClient: ApiClientConfig = {
    baseUrl: '',
    merchantCode: testBrand.merchantCode,
    getLanguage: () => testBrand.defaultLanguage,
    getToken: () => sessionStorage.getItem('token'),
    onSessionExpired: () => sessionStorage.removeItem('token'),
    ...overrides,
  };
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [SESSION_SLICE]: sessionSlice.reducer },
    preloadedState: { [SESSION_SLICE]: initialSessionState() },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { apiClient } } }).concat(baseApi.middleware),
  });
}

export type TestStore = ReturnType<typeof createTestStore>;
