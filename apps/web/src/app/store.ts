import { createSessionStore, type SessionStore } from '@wl/session';

export type { SiteApiConfig } from '@wl/session';

/** One store per running site (and per test): the session-aware wiring every store shares. */
export const createAppStore = createSessionStore;

export type AppStore = SessionStore;
export type RootState = ReturnType<AppStore['getState']>;
