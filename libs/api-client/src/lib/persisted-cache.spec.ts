// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseApi } from './api';
import { gamesApi } from './endpoints/games';
import { systemApi } from './endpoints/system';
import { walletApi } from './endpoints/wallet';
import { clearPersistedApiCache, playerRecords } from './persisted-cache';
import { apiTestStore, testApiClient } from './testing/api-store';

const calls: string[] = [];
const server = setupServer(
  http.get('*/wps/system/setting/register', () => {
    calls.push('registerSettings');
    return HttpResponse.json({ success: true, value: { username: 'rules' } });
  }),
  http.get('*/wps/relay/GCSGAME_newGameVendor', ({ request }) => {
    const language = new URL(request.url).searchParams.get('language');
    calls.push(`vendors ${language}`);
    return HttpResponse.json({ success: true, value: { data: { lanes: [{ title: 'RNG', cards: [], language }] } } });
  }),
  http.get('*/wps/v2/wallets/balance', () => {
    calls.push('balance');
    return HttpResponse.json({ success: true, value: { sumBalance: calls.length } });
  }),
  http.post('*/wps/relay/GCS_walletTransfer', () => {
    calls.push('transfer');
    return HttpResponse.json({ success: true, value: { sumBalance: 0, currencySymbol: '¥', balance: [] } });
  }),
  http.get('*/wps/member/info', () => HttpResponse.json({ success: false, value: null, errorCode: 'login.not.session' }, { status: 401 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

/** A fresh store is a page reload: its RTK Query cache is empty, session storage is not. */
const newPage = () => apiTestStore();

describe('validation rules, settings, routers, wallet and announcements are fetched once per tab (spec §4)', () => {
  it('serves a reloaded page from session storage', async () => {
    await newPage().dispatch(systemApi.endpoints.getRegisterSettings.initiate());
    const second = await newPage().dispatch(systemApi.endpoints.getRegisterSettings.initiate());
    expect(second.data).toEqual({ username: 'rules' });
    expect(calls).toEqual(['registerSettings']);
  });

  it('goes to the server when a refetch is forced, and stores the new answer', async () => {
    const store = newPage();
    await store.dispatch(walletApi.endpoints.getBalance.initiate());
    const forced = await store.dispatch(walletApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true }));
    expect(calls).toEqual(['balance', 'balance']);
    expect((await newPage().dispatch(walletApi.endpoints.getBalance.initiate())).data).toEqual(forced.data);
  });

  it("forgets the player's wallet, not the site's settings, when the session expires", async () => {
    const store = newPage();
    await store.dispatch(walletApi.endpoints.getBalance.initiate());
    await store.dispatch(systemApi.endpoints.getRegisterSettings.initiate());
    await store.dispatch(
      baseApi
        .injectEndpoints({
          endpoints: (b) => ({ probeInfo: b.query<unknown, void>({ query: () => ({ url: '/wps/member/info', auth: 'required' }) }) }),
        })
        .endpoints.probeInfo.initiate(),
    );
    calls.length = 0;
    const page = newPage();
    await page.dispatch(walletApi.endpoints.getBalance.initiate());
    await page.dispatch(systemApi.endpoints.getRegisterSettings.initiate());
    expect(calls).toEqual(['balance']);
  });
});

describe('the wallet kept in session storage is the session’s own (docs/decisions.md, API contract)', () => {
  it('is asked again after a money action made while nothing showed it (spec §4: refreshed after every money action)', async () => {
    sessionStorage.clear();
    const page = newPage();
    // Shown and let go (no subscription), as a page that closed: RTK drops the entry instead of refetching it.
    await page.dispatch(walletApi.endpoints.getBalance.initiate(undefined, { subscribe: false }));
    await page.dispatch(
      walletApi.endpoints.transferFunds.initiate({ fromAccountTypeId: 0, toAccountTypeId: 3, amount: '1.00', idempotencyKey: 'k' }),
    );
    await newPage().dispatch(walletApi.endpoints.getBalance.initiate());
    expect(calls).toEqual(['balance', 'transfer', 'balance']);
  });

  it("a change of the player's keeps their records (a deposit's pay-in details), as the answers it makes stale go", async () => {
    sessionStorage.clear();
    playerRecords.write('placedDeposit', { orderId: 'D1' });
    const page = newPage();
    await page.dispatch(walletApi.endpoints.getBalance.initiate(undefined, { subscribe: false }));
    await page.dispatch(
      walletApi.endpoints.transferFunds.initiate({ fromAccountTypeId: 0, toAccountTypeId: 3, amount: '1.00', idempotencyKey: 'k' }),
    );
    await newPage().dispatch(walletApi.endpoints.getBalance.initiate());
    expect(calls).toEqual(['balance', 'transfer', 'balance']);
    expect(playerRecords.read('placedDeposit')).toEqual({ orderId: 'D1' });
  });

  it("the session's end takes the player's records with their answers", () => {
    sessionStorage.clear();
    playerRecords.write('placedDeposit', { orderId: 'D1' });
    clearPersistedApiCache('player');
    expect(playerRecords.read('placedDeposit')).toBeUndefined();
  });

  it('a balance that answers after its session ended is not kept for the next player', async () => {
    sessionStorage.clear();
    let token: string | null = 'token-a';
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/wps/v2/wallets/balance', async () => {
        await answered;
        return HttpResponse.json({ success: true, value: { sumBalance: 999 } });
      }),
    );
    const call = apiTestStore(testApiClient({ getToken: () => token })).dispatch(
      walletApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true }),
    );
    // A logs out and B logs in while A's balance is still on its way.
    token = 'token-b';
    answer();
    await call;
    server.resetHandlers();
    const page = newPage();
    expect((await page.dispatch(walletApi.endpoints.getBalance.initiate())).data).not.toEqual({ sumBalance: 999 });
    expect(calls).toEqual(['balance']);
  });
});

describe('game vendors are kept per language and reloaded when it changes (spec §4)', () => {
  it('fetches the lanes of a new language, and serves a language seen before from storage', async () => {
    const store = newPage();
    await store.dispatch(gamesApi.endpoints.getVendorLanes.initiate({ language: 'EN' }));
    const ty = await store.dispatch(gamesApi.endpoints.getVendorLanes.initiate({ language: 'TY' }));
    expect(ty.data?.data.lanes[0]).toMatchObject({ language: 'TY' });
    await newPage().dispatch(gamesApi.endpoints.getVendorLanes.initiate({ language: 'EN' }));
    expect(calls).toEqual(['vendors EN', 'vendors TY']);
  });
});

describe('a browser that blocks site storage still gets its answers, asked for again on each page (decisions: a disabled storage costs a refetch)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers from the server when reading sessionStorage throws, and ends an expired session without storage', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect((await newPage().dispatch(systemApi.endpoints.getRegisterSettings.initiate())).data).toEqual({ username: 'rules' });
    expect((await newPage().dispatch(systemApi.endpoints.getRegisterSettings.initiate())).data).toEqual({ username: 'rules' });
    expect(calls).toEqual(['registerSettings', 'registerSettings']);

    const onSessionExpired = vi.fn();
    await apiTestStore(testApiClient({ getToken: () => 'token-a', onSessionExpired })).dispatch(
      baseApi
        .injectEndpoints({
          endpoints: (b) => ({
            probeBlockedInfo: b.query<unknown, void>({ query: () => ({ url: '/wps/member/info', auth: 'required' }) }),
          }),
        })
        .endpoints.probeBlockedInfo.initiate(),
    );
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });
});
