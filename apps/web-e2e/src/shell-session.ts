import { configureStore } from '@reduxjs/toolkit';
import type { Page } from '@playwright/test';
import { authApi, baseApi, type ApiClientConfig, type LoginResult } from '@wl/api-client';
import { demoAccounts } from '@wl/sandbox-api';

/** The seeded sandbox accounts the shell's tests log in with (GET /__sandbox/accounts). */
export const ACCOUNTS = {
  member: { username: 'demo_member', password: 'Member#2024' },
  vip: { username: 'demo_vip', password: 'Vip#2024' },
  agent: { username: 'agent_l1', password: 'Agent1#2024' },
} as const;
export type Role = keyof typeof ACCOUNTS | 'trial';

/** The header names a player by the nickname the member info carries, else by the account (a new player has none). */
export function headerName(account: string): string {
  return demoAccounts().find(({ username }) => username === account)?.nickname || account;
}

/** The header's account menu of a logged-in player, by the name it shows. */
export const accountMenu = (page: Page, account: string) =>
  page.getByRole('banner').getByRole('button', { name: headerName(account), exact: true });

/** A store that talks to the sandbox the suite serves, as the site's own does. */
function apiStore(baseUrl: string) {
  const apiClient: ApiClientConfig = {
    baseUrl,
    merchantCode: 'LH001',
    getLanguage: () => 'TY',
    getToken: () => null,
    onSessionExpired: () => undefined,
  };
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { apiClient } } }).concat(baseApi.middleware),
  });
}

/** A real sandbox login (the payload encrypted by the api-client, as the site sends it). */
export async function logIn(baseUrl: string, role: Role): Promise<LoginResult> {
  const store = apiStore(baseUrl);
  if (role === 'trial') {
    return store.dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce: crypto.randomUUID() })).unwrap();
  }
  const { username, password } = ACCOUNTS[role];
  return store.dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password })).unwrap();
}

/**
 * A member account of the test's own, registered through the api-client as the site's form does
 * (spec §4): for tests whose failures must not touch an account other tests log in with.
 */
export async function registerAccount(baseUrl: string, username: string, password: string): Promise<void> {
  await apiStore(baseUrl)
    .dispatch(authApi.endpoints.register.initiate({ username, password, confirmPassword: password, registerMethod: 'WEB' }))
    .unwrap();
}

/**
 * Opens the tab with a session the sandbox issued, where the site keeps it after a login
 * (sessionStorage, spec §3 keys). Seeded once per tab, so a logout in the test stays a logout.
 */
export async function startLoggedIn(page: Page, baseUrl: string, role: Role): Promise<LoginResult> {
  const session = await logIn(baseUrl, role);
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e.seeded')) return;
    sessionStorage.setItem('e2e.seeded', '1');
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('isAgent', String(s.customerType));
    sessionStorage.setItem('account', s.userName);
  }, session);
  return session;
}
