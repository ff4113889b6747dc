import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api';
import type { ApiClientConfig } from '../config';

/**
 * What a spec of this library calls with: the page's own origin, merchant M1, English, a session
 * token; `overrides` change what the spec is about.
 */
export function testApiClient(overrides: Partial<ApiClientConfig> = {}): ApiClientConfig {
  return {
    baseUrl: '',
    merchantCode: 'M1',
    getLanguage: () => 'EN',
    getToken: () => 'session-token',
    onSessionExpired: () => undefined,
    ...overrides,
  };
}

/** A store holding only the api: a new one is a new page (an empty cache, the same session storage). */
export function apiTestStore(apiClient: ApiClientConfig = testApiClient()) {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { apiClient } } }).concat(baseApi.middleware),
  });
}
