import { configureStore } from '@reduxjs/toolkit';
import { baseApi, type ApiClientConfig } from '@wl/api-client';

/** One store per running site (and per test): the api-client config rides as the thunk extra. */
export function createAppStore(apiClient: ApiClientConfig) {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { apiClient } } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
