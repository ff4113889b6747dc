import { configureStore } from '@reduxjs/toolkit';
import { baseApi, redactSecrets, type ApiClientConfig } from '@wl/api-client';
import { initialSessionState, SESSION_SLICE, selectToken, sessionExpired, sessionPersistence, sessionSlice } from './session-slice';

/** What a site tells the api-client; the session parts come from the store itself. */
export type SiteApiConfig = Omit<ApiClientConfig, 'getToken' | 'onSessionExpired'>;

export interface SessionStoreOptions {
  /** Redux DevTools: only a development build turns them on, and they see no password or token, in an action or the state. */
  devTools?: boolean;
}

/**
 * The one store wiring, for the site and for tests alike: the api-client config rides as the thunk
 * extra, the session starts from sessionStorage (a reload stays logged in), sends its token, and the
 * server's `login.not.session` ends it everywhere at once.
 */
export function createSessionStore(config: SiteApiConfig, options: SessionStoreOptions = {}) {
  const apiClient: ApiClientConfig = {
    ...config,
    getToken: () => selectToken(store.getState()),
    onSessionExpired: () => store.dispatch(sessionExpired()),
  };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [SESSION_SLICE]: sessionSlice.reducer },
    preloadedState: { [SESSION_SLICE]: initialSessionState() },
    // The state too: the session slice holds the token, which would let whoever reads a recording act as the player.
    devTools: options.devTools ? { actionSanitizer: redactSecrets, stateSanitizer: redactSecrets } : false,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { apiClient } } })
        .prepend(sessionPersistence)
        .concat(baseApi.middleware),
  });
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;
