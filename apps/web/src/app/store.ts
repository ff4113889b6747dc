import { createSessionStore, type SessionStore, type SiteApiConfig } from '@wl/session';

export type { SiteApiConfig };

/**
 * One store per running site (and per test): the session-aware wiring every store shares. Redux
 * DevTools only in a development build: a player's browser extension must not read the store.
 */
export const createAppStore = (config: SiteApiConfig): SessionStore => createSessionStore(config, { devTools: import.meta.env.DEV });

export type AppStore = SessionStore;
export type RootState = ReturnType<AppStore['getState']>;
