import { configureStore } from '@reduxjs/toolkit';
import { baseApi, type ApiClientConfig } from '@wl/api-client';
import { initialSessionState, SESSION_SLICE, sessionEnded, sessionPersistence, sessionSlice } from '@wl/auth';

/** What the site tells the api-client; the session parts come from the store itself. */
export type SiteApiConfig = Omit<ApiClientConfig, 'getToken' | 'onSessionExpired'>;

/**
 * One store per running site (and per test): the api-client config rides as the thunk extra.
 * The session starts from sessionStorage, so a reload keeps the player logged in, and the
 * server's `login.not.session` ends it everywhere at once.
 */
export function createAppStore(config: SiteApiConfig) {
  const apiClient: ApiClientConfig = {
    ...config,
    getToken: () => {
      const session = store.getState()[SESSION_SLICE];
      return session.status === 'loggedIn' ? session.token : null;
    },
    onSessionExpired: () => store.dispatch(sessionEnded()),
  };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [SESSION_SLICE]: sessionSlice.reducer },
    preloadedState: { [SESSION_SLICE]: initialSessionState() },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { apiClient } } })
        .prepend(sessionPersistence.middleware)
        .concat(baseApi.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
