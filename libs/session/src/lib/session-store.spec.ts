import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi, baseApi, memberApi, useActionKey } from '@wl/api-client';
import { safeSessionStorage } from '@wl/i18n';
import { selectSession, selectSessionExpired, selectToken, sessionEnded, sessionStarted } from './session-slice';
import { createSessionStore } from './session-store';
import { passwordChangePending, readStoredSession } from './session-storage';

// Plain MSW: the sandbox's accounts would hide which token each call carried.
const A = { token: 'tok-player-a-000001', customerType: 0, account: 'player_a', nickname: '', customerId: '1', merchant: 'M1' };
const B = { token: 'tok-player-b-000002', customerType: 0, account: 'player_b', nickname: '', customerId: '2', merchant: 'M1' };
/** The platform scheme only needs a modulus of 2048 bits to encrypt with (textbook RSA, no key pair). */
const MODULUS = 'f'.repeat(512);

/** The tokens the server still honours; a login gives the account a new one. */
const live = new Set<string>();
const accounts = [A, B];
/** The login's body is encrypted: the test tells the server who logs in. */
let loggingIn = A;
/** The token each login-info call carried. */
const asked: string[] = [];
const notSession = () => HttpResponse.json({ success: false, value: null, errorCode: 'login.not.session' }, { status: 401 });

const server = setupServer(
  http.get('*/wps/session/key/rsa', () => HttpResponse.json({ success: true, value: MODULUS })),
  http.post('*/wps/session/login', () => {
    const who = loggingIn;
    const token = `${who.token}-again`;
    live.add(token);
    return HttpResponse.json({
      success: true,
      value: { token, id: Number(who.customerId), userName: who.account, customerType: 0, firstTimeLogin: false, passwordExpired: false },
    });
  }),
  http.post('*/wps/session/logout', () => HttpResponse.json({ success: true, value: null })),
  http.get('*/wps/member/loginInfo', ({ request }) => {
    const token = request.headers.get('Authorization') ?? '';
    asked.push(token);
    const who = accounts.find((account) => token.startsWith(account.token));
    return live.has(token) && who ? HttpResponse.json({ success: true, value: { account: who.account } }) : notSession();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  live.clear();
  asked.length = 0;
});
afterAll(() => server.close());

const siteStore = () => createSessionStore({ baseUrl: '', merchantCode: 'M1', getLanguage: () => 'EN' });
type Store = ReturnType<typeof siteStore>;
const loginInfoOf = (store: Store) => memberApi.endpoints.getLoginInfo.select()(store.getState());

/** A's session, with a page reading A's login info, which the server then ends: the login popup is up over that page. */
async function expiredWithPageOpen() {
  const store = siteStore();
  live.add(A.token);
  store.dispatch(sessionStarted(A));
  const page = store.dispatch(memberApi.endpoints.getLoginInfo.initiate());
  await page;
  expect(loginInfoOf(store).data).toEqual({ account: A.account });
  live.delete(A.token);
  await store.dispatch(memberApi.endpoints.getLoginInfo.initiate(undefined, { forceRefetch: true, subscribe: false }));
  expect(selectSessionExpired(store.getState())).toBe(true);
  return { store, page };
}

/** A login as the auth flow does it: the call, then the session it answered. */
async function logIn(store: Store, who: typeof A) {
  loggingIn = who;
  const result = await store
    .dispatch(authApi.endpoints.login.initiate({ type: 'username', username: who.account, password: 'pw' }))
    .unwrap();
  store.dispatch(sessionStarted({ ...who, token: result.token }));
  return result.token;
}

describe('a login after the server ended the session (docs/decisions.md, Resilience)', () => {
  it('the same player logs back in: the page behind the popup reloads with the new token, and the new session stays', async () => {
    const { store, page } = await expiredWithPageOpen();
    const token = await logIn(store, A);
    await waitFor(() => expect(asked.at(-1)).toBe(token));
    await waitFor(() => expect(loginInfoOf(store)).toMatchObject({ status: 'fulfilled', data: { account: A.account } }));
    expect(selectToken(store.getState())).toBe(token);
    expect(selectSessionExpired(store.getState())).toBe(false);
    page.unsubscribe();
    store.dispatch(baseApi.util.resetApiState());
  });

  it('another account logs in: nothing the expired player’s page held is kept for it', async () => {
    const { store, page } = await expiredWithPageOpen();
    await logIn(store, B);
    expect(loginInfoOf(store).data).toBeUndefined();
    page.unsubscribe();
  });
});

describe('a logout (spec §4)', () => {
  it('leaves nothing of the player in the store, not even a refresh the page sent as the session ended', async () => {
    const store = siteStore();
    live.add(A.token);
    store.dispatch(sessionStarted(A));
    await store.dispatch(authApi.endpoints.logout.initiate());
    // A refresh the page sends with the token still in place, as the logout is answered, and then the session ends.
    const refresh = store.dispatch(memberApi.endpoints.getLoginInfo.initiate());
    store.dispatch(sessionEnded());
    await refresh;
    expect(loginInfoOf(store).data).toBeUndefined();
    refresh.unsubscribe();
  });
});

describe("the player's unanswered actions end with their session", () => {
  it('a logout forgets the key of an action whose answer was lost, and so does another account logging in', () => {
    const store = siteStore();
    const action = renderHook(() => useActionKey('transfer', { amount: '100' })).result.current;
    const lost = { kind: 'network', messageKey: 'error.networkAbnormal' };
    store.dispatch(sessionStarted(A));
    const first = action.key();
    action.settle(lost);
    store.dispatch(sessionStarted(A));
    expect(action.key()).toBe(first);
    store.dispatch(sessionEnded());
    const second = action.key();
    expect(second).not.toBe(first);
    action.settle(lost);
    store.dispatch(sessionStarted(B));
    expect(action.key()).not.toBe(second);
  });
});

describe('a tab that cannot store keeps the session in memory until a reload (session-slice)', () => {
  afterEach(() => {
    safeSessionStorage().clear();
    vi.restoreAllMocks();
  });

  it('with site data blocked (reading sessionStorage throws) the store starts as a guest, a login holds and its calls carry the token', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const store = siteStore();
    expect(selectSession(store.getState())).toEqual({ status: 'guest' });

    const token = await logIn(store, A);
    const page = store.dispatch(memberApi.endpoints.getLoginInfo.initiate());
    await page;
    expect(asked.at(-1)).toBe(token);
    expect(readStoredSession()).toMatchObject({ token, account: A.account });
    expect(passwordChangePending()).toBe(false);

    page.unsubscribe();
    store.dispatch(sessionEnded());
    expect(readStoredSession()).toBeNull();
  });
});
