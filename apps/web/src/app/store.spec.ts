import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, memberApi, REDACTED } from '@wl/api-client';
import { sessionStarted } from '@wl/session';
import { SANDBOX_ACCOUNTS, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { createAppStore, type SiteApiConfig } from './store';

serveSandbox();

const CONFIG: SiteApiConfig = { baseUrl: '', merchantCode: testBrand.merchantCode, getLanguage: () => testBrand.defaultLanguage };
const username = 'demo_member';
const { password } = SANDBOX_ACCOUNTS[username];
const NEW_PASSWORD = 'Fresh#Pass2025';
/** The seeded accounts' payment password (libs/sandbox-api seed) and a new one. */
const PAYMENT_PASSWORD = '246810';
const NEW_PAYMENT_PASSWORD = '493817';

/**
 * A stand-in for the browser extension, in place before Redux Toolkit loads (it looks for the
 * extension once, on import): the store connects to it only when its devtools are on.
 */
const extension = vi.hoisted(() => {
  const connect = vi.fn(
    (_options: unknown) =>
      (...funcs: unknown[]) =>
        funcs,
  );
  (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = connect;
  return connect;
});
vi.mock('@reduxjs/toolkit', async (original) => {
  const toolkit = await original<typeof import('@reduxjs/toolkit')>();
  extension.mockImplementation(() => toolkit.compose as never);
  return toolkit;
});

afterEach(() => {
  vi.unstubAllEnvs();
  extension.mockClear();
});

/** Logs in within the store under test, as the auth flow does: the call, then the session. */
async function logIn(store: ReturnType<typeof createAppStore>) {
  const result = await store.dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password })).unwrap();
  const session = {
    token: result.token,
    customerType: result.customerType,
    account: result.userName,
    nickname: '',
    customerId: String(result.id),
  };
  store.dispatch(sessionStarted({ ...session, merchant: testBrand.merchantCode }));
}

describe('no password stays in the store (issue 19, OWASP ASVS V8)', () => {
  it('after logging in, changing the password and setting a payment password, no password is anywhere in the state', async () => {
    const store = createAppStore(CONFIG);
    await logIn(store);
    const change = { oldPassword: password, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    await store.dispatch(authApi.endpoints.changePassword.initiate(change)).unwrap();
    const payment = {
      oldPaymentPassword: PAYMENT_PASSWORD,
      newPaymentPassword: NEW_PAYMENT_PASSWORD,
      confirmPaymentPassword: NEW_PAYMENT_PASSWORD,
    };
    await store.dispatch(memberApi.endpoints.setPaymentPassword.initiate(payment)).unwrap();

    const state = JSON.stringify(store.getState());
    for (const secret of [password, NEW_PASSWORD, PAYMENT_PASSWORD, NEW_PAYMENT_PASSWORD]) expect(state).not.toContain(secret);
    // The calls are in the store, only without their arguments.
    const calls = Object.values(store.getState().api.mutations).map((entry) => entry?.endpointName);
    expect(calls).toEqual(['login', 'changePassword', 'setPaymentPassword']);
  });

  it('a failed login keeps no password either', async () => {
    const store = createAppStore(CONFIG);
    const wrong = 'Wrong#Guess99';
    await expect(
      store.dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password: wrong })).unwrap(),
    ).rejects.toBeTruthy();
    expect(JSON.stringify(store.getState())).not.toContain(wrong);
  });
});

describe('Redux DevTools only in development', () => {
  it('a production build does not connect the store to the devtools', () => {
    vi.stubEnv('DEV', false);
    createAppStore(CONFIG);
    expect(extension).not.toHaveBeenCalled();
  });

  it('a development build connects them, and the actions they see carry no password', () => {
    vi.stubEnv('DEV', true);
    createAppStore(CONFIG);
    expect(extension).toHaveBeenCalledOnce();
    const { actionSanitizer } = extension.mock.calls[0][0] as { actionSanitizer: <A>(action: A, id: number) => A };
    // RTK Query's pending action of a login, as the devtools would receive it.
    const pending = {
      type: 'api/executeMutation/pending',
      meta: { arg: { endpointName: 'login', originalArgs: { type: 'username', username, password } } },
    };
    const seen = JSON.stringify(actionSanitizer(pending, 1));
    expect(seen).not.toContain(password);
    expect(seen).toContain(REDACTED);
    expect(seen).toContain(username);
  });

  it('the state they see carries no session token', () => {
    vi.stubEnv('DEV', true);
    const store = createAppStore(CONFIG);
    store.dispatch(
      sessionStarted({ token: 'tok-secret-000001', customerType: 0, account: username, nickname: '', customerId: '1', merchant: 'M1' }),
    );
    const { stateSanitizer } = extension.mock.calls[0][0] as { stateSanitizer: <S>(state: S, index: number) => S };
    const seen = JSON.stringify(stateSanitizer(store.getState(), 0));
    expect(seen).not.toContain('tok-secret-000001');
    expect(seen).toContain(username);
  });
});
