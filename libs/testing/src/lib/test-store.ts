import { configureStore } from '@reduxjs/toolkit';
import { baseApi, type ApiClientConfig } from '@wl/api-client';
import { testBrand } from './test-brand';

/** A store wired like the site's, talking to whatever MSW answers (usually the in-process sandbox). */
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
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { apiClient } } }).concat(baseApi.middleware),
  });
}

export type TestStore = ReturnType<typeof createTestStore>;
