import { configureStore } from '@reduxjs/toolkit';
import type { APIRequestContext, Page } from '@playwright/test';
import { authApi, baseApi, type ApiClientConfig, type LoginResult } from '@wl/api-client';
import { demoAccounts } from '@wl/sandbox-api';

/** The seeded sandbox accounts the shell's tests log in with (GET /__sandbox/accounts). */
export const ACCOUNTS = {
  member: { username: 'demo_member', password: 'Member#2024' },
  vip: { username: 'demo_vip', password: 'Vip#2024' },
  agent: { username: 'agent_l1', password: 'Agent1#2024' },
} as const;
export type Role = keyof typeof ACCOUNTS | 'trial';
/** An account of the sandbox's by its name and password: a demo account (`demoAccount`), or one a test made. */
export interface Credentials {
  username: string;
  password: string;
}

/** A seeded account the shell's roles do not name (agent_l2, new_device…), with its password (GET /__sandbox/accounts). */
export function demoAccount(username: string): Credentials {
  const account = demoAccounts().find((entry) => entry.username === username);
  if (!account) throw new Error(`No demo account ${username}`);
  return { username, password: account.password };
}

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

/** A real sandbox login (the payload encrypted by the api-client, as the site sends it), as a role or an account. */
export async function logIn(baseUrl: string, who: Role | Credentials): Promise<LoginResult> {
  const store = apiStore(baseUrl);
  if (who === 'trial') {
    return store.dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce: crypto.randomUUID() })).unwrap();
  }
  const { username, password } = typeof who === 'string' ? ACCOUNTS[who] : who;
  return store.dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password })).unwrap();
}

/**
 * A member account of the test's own, registered through the api-client as the site's form does
 * (spec §4): for tests whose failures must not touch an account other tests log in with.
 */
export async function registerAccount(baseUrl: string, username: string, password: string): Promise<Credentials> {
  await apiStore(baseUrl)
    .dispatch(authApi.endpoints.register.initiate({ username, password, confirmPassword: password, registerMethod: 'WEB' }))
    .unwrap();
  return { username, password };
}

/** The code the sandbox last "sent" by SMS to a number (GET /__sandbox/outbox). */
export async function lastSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const { sms } = (await (await request.get('/__sandbox/outbox')).json()) as { sms: { to: string; code: string }[] };
  const code = sms.findLast((message) => message.to.endsWith(mobile))?.code;
  if (!code) throw new Error(`No SMS was sent to ${mobile}`);
  return code;
}

/**
 * A member account of the test's own registered by mobile number (the number is the username), through the
 * api-client as the site's form does: the register code sent, read from the sandbox's outbox, and typed back.
 */
export async function registerByMobile(
  baseUrl: string,
  request: APIRequestContext,
  mobileNum: string,
  password: string,
): Promise<Credentials> {
  const store = apiStore(baseUrl);
  const countryDialingCode = '+63';
  await store.dispatch(authApi.endpoints.sendRegisterSms.initiate({ countryDialingCode, mobileNo: mobileNum, regType: 'MOBILE' })).unwrap();
  const verificationCode = await lastSmsCode(request, mobileNum);
  await store
    .dispatch(
      authApi.endpoints.registerMobile.initiate({
        mobileNum,
        countryDialingCode,
        verificationCode,
        password,
        confirmPassword: password,
        registerMethod: 'WEB',
      }),
    )
    .unwrap();
  return { username: mobileNum, password };
}

/** A new name for a test's own account, unique within the run (a retry gets another). */
export const freshUsername = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/**
 * A new player seeded as a demo account (its wallets, bank account, payment password, and wallet history dated from
 * now), under a name of its own (`POST /__sandbox/players`): for a test that spends seeded state, which its retry and
 * the tests beside it must still find.
 */
export async function copyOfDemoAccount(request: APIRequestContext, like: string): Promise<Credentials & { nickname: string }> {
  const made = await request.post('/__sandbox/players', { data: { like } });
  if (!made.ok()) throw new Error(`POST /__sandbox/players answered ${made.status()}: ${await made.text()}`);
  return (await made.json()) as Credentials & { nickname: string };
}

/**
 * Opens the tab with a session the sandbox issued, where the site keeps it after a login
 * (sessionStorage, spec §3 keys), as a role or an account. Seeded once per tab, so a logout in the test stays a logout.
 * Each brand's site runs its own sandbox, with the same seeded accounts (in its own currency and market).
 */
export async function startLoggedIn(page: Page, baseUrl: string, who: Role | Credentials): Promise<LoginResult> {
  const session = await logIn(baseUrl, who);
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e.seeded')) return;
    sessionStorage.setItem('e2e.seeded', '1');
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('isAgent', String(s.customerType));
    sessionStorage.setItem('account', s.userName);
  }, session);
  return session;
}
