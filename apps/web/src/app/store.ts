import { gamesApi, routeToFastestDomain, systemApi } from '@wl/api-client';
import { createSessionStore, type SessionStore, type SiteApiConfig } from '@wl/session';

export type { SiteApiConfig };

/**
 * One store per running site (and per test): the session-aware wiring every store shares. Redux
 * DevTools only in a development build: a player's browser extension must not read the store.
 * The merchant's domains are measured at once, so later calls go to the fastest (spec §3). The
 * system status, which opens the site, the white-label settings, which every page reads, and the
 * vendor lanes the navigation is made of are asked at once too, not once React has drawn the parts
 * that read them: drawn late, a desktop's navigation bar could grow to a second row and push the
 * whole page down.
 */
export function createAppStore(config: SiteApiConfig): SessionStore {
  const store = createSessionStore(config, { devTools: import.meta.env.DEV });
  void store.dispatch(routeToFastestDomain());
  void store.dispatch(systemApi.util.prefetch('getSystemStatus', undefined, {}));
  void store.dispatch(systemApi.util.prefetch('getPermission', undefined, {}));
  void store.dispatch(gamesApi.util.prefetch('getVendorLanes', { language: config.getLanguage() }, {}));
  return store;
}

export type AppStore = SessionStore;
export type RootState = ReturnType<AppStore['getState']>;
