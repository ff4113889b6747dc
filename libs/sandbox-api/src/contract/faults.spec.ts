import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGE_KEYS, gamesApi, isApiError, memberApi, walletApi } from '@wl/api-client';
import { CONTRACT } from '@wl/api-client/contract';
import { FAULT_HEADERS } from '../lib/faults';
import { contractHarness } from './harness';

const h = contractHarness();
beforeEach(async () => {
  await h.reset();
  await h.loginAs('demo_member');
});

const setFaults = (faults: object) => h.admin('/__sandbox/faults', { method: 'PUT', body: JSON.stringify(faults) });

describe('faults: a 100% failure rate on a path yields the catalogued error, not an exception', () => {
  it('per process: every balance call fails with the unknown-error message; other paths still answer', async () => {
    await setFaults({ failureRates: { '/wps/v2/wallets/balance': 1 } });
    const store = h.newStore();
    const result = await store.dispatch(walletApi.endpoints.getBalance.initiate());
    expect(h.expectError(result, ERROR_MESSAGE_KEYS.unknown, 'system.error')).toMatchObject({ kind: 'server', status: 500 });
    const thrown = await store
      .dispatch(walletApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true }))
      .unwrap()
      .catch((error: unknown) => error);
    expect(isApiError(thrown)).toBe(true);
    h.expectContract('member', 'info', await store.dispatch(memberApi.endpoints.getMemberInfo.initiate()));
  });

  it('per request: the failure-rate header fails that request only', async () => {
    const response = await h.admin('/wps/v2/wallets/balance', {
      headers: { authorization: h.session.token ?? '', [FAULT_HEADERS.failureRate]: '1' },
    });
    expect(response.status).toBe(500);
    h.expectContract('wallet', 'balance', await h.newStore().dispatch(walletApi.endpoints.getBalance.initiate()));
  });

  it('per request: the malformed header cuts the answer off mid-JSON, with HTTP 200', async () => {
    const headers = { authorization: h.session.token ?? '', [FAULT_HEADERS.malformed]: '1' };
    const response = await h.admin('/wps/v2/wallets/balance', { headers });
    expect(response.status).toBe(200);
    await expect(response.clone().json()).rejects.toThrow();
    expect(await response.text()).toMatch(/^\{"success": true/);
  });

  it('per request: the bad-shape header answers success with a value the call schema rejects', async () => {
    for (const [path, schema] of [
      ['/wps/v2/wallets/balance', CONTRACT.wallet.balance.response],
      ['/wps/member/info', CONTRACT.member.info.response],
    ] as const) {
      const response = await h.admin(path, { headers: { authorization: h.session.token ?? '', [FAULT_HEADERS.badShape]: '1' } });
      const body = await response.json();
      expect(body.success).toBe(true);
      expect(schema.safeParse(body.value).success).toBe(false);
    }
  });

  it('adds latency', async () => {
    await setFaults({ latencyMs: 120 });
    const started = performance.now();
    await h.newStore().dispatch(memberApi.endpoints.getMemberInfo.initiate());
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('refuses a fault setting out of range', async () => {
    expect((await setFaults({ failureRates: { '/x': 2 } })).status).toBe(400);
  });
});

describe('expired sessions', () => {
  it('per request: the session header makes a call answer login.not.session, which clears the session', async () => {
    const response = await h.admin('/wps/member/info', {
      headers: { authorization: h.session.token ?? '', [FAULT_HEADERS.session]: 'expired' },
    });
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('per process: expiring every session logs the player out on the next call', async () => {
    await h.admin('/__sandbox/sessions/expire', { method: 'POST' });
    const store = h.newStore();
    h.expectError(await store.dispatch(memberApi.endpoints.getMemberInfo.initiate()), ERROR_MESSAGE_KEYS.notLoggedIn);
    expect(store.apiClient.onSessionExpired).toHaveBeenCalledOnce();
    expect(h.session.token).toBeNull();
  });

  it('a call open to guests answers login.not.session to a token it does not know, as the others do; a guest without one', async () => {
    await h.admin('/__sandbox/sessions/expire', { method: 'POST' });
    const stale = h.session.token;
    const answers = async (ask: (store: ReturnType<typeof h.newStore>) => PromiseLike<{ error?: unknown }>) => {
      h.session.token = stale;
      h.expectError(await ask(h.newStore()), ERROR_MESSAGE_KEYS.notLoggedIn, ERROR_CODES.sessionExpired);
      expect(h.session.token).toBeNull();
      expect((await ask(h.newStore())).error).toBeUndefined();
    };
    await answers((store) =>
      store.dispatch(gamesApi.endpoints.getGameList.initiate({ vassalage: 'PG', pageNum: 1, pageSize: 1, language: 'EN' })),
    );
    await answers((store) => store.dispatch(gamesApi.endpoints.getVendorGameTypes.initiate({ vassalage: 'PG', language: 'EN' })));
    await answers((store) => store.dispatch(memberApi.endpoints.sendFeedback.initiate({ content: 'Great site' })));
  });
});
