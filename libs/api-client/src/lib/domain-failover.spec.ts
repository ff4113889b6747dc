import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeBase, DOMAIN_TIMEOUT_MS, routeThroughDomains } from './domain-failover';
import { agentApi } from './endpoints/agent';
import { errorAction } from './errors';
import { promotionsApi } from './endpoints/promotions';
import { routeToFastestDomain, systemApi } from './endpoints/system';
import { walletApi } from './endpoints/wallet';
import { apiTestStore, testApiClient } from './testing/api-store';

// Plain MSW handlers (the sandbox depends on this library). The brand's base and two listed domains.
const BRAND = 'https://brand-api.example.test';
const FIRST = 'https://api1.example.test';
const SECOND = 'https://api2.example.test';
const LIST = [
  { domain: FIRST, speed: 40 },
  { domain: SECOND, speed: 90 },
];
const status = (ip: string) => HttpResponse.json({ success: true, value: { status: 0, location: { ip, country: '' } } });
const dropped = () => HttpResponse.error();

const hits: string[] = [];
const server = setupServer(
  ...[BRAND, FIRST, SECOND].flatMap((base) => [
    http.get(`${base}/wps/system/domainRoute`, () => HttpResponse.json({ success: true, value: LIST })),
    http.get(`${base}/wps/system/status`, () => {
      hits.push(base);
      return status(base);
    }),
  ]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  hits.length = 0;
  vi.useRealTimers();
});
afterAll(() => server.close());

function storeWith(baseUrl = BRAND) {
  const apiClient = testApiClient({ baseUrl, merchantCode: 'LH001', getToken: () => 'token', onSessionExpired: vi.fn() });
  return { store: apiTestStore(apiClient), apiClient };
}

const askStatus = (store: ReturnType<typeof storeWith>['store']) =>
  store.dispatch(systemApi.endpoints.getSystemStatus.initiate(undefined, { subscribe: false, forceRefetch: true }));

describe('domain failover (spec §3 domain list)', () => {
  it('measures the listed domains and sends calls to the fastest that answers', async () => {
    server.use(
      http.get(`${FIRST}/wps/system/domainRoute`, async () => {
        await delay(150);
        return HttpResponse.json({ success: true, value: LIST });
      }),
    );
    const { store, apiClient } = storeWith();
    await store.dispatch(routeToFastestDomain());
    expect(activeBase(apiClient)).toBe(SECOND);
    expect((await askStatus(store)).data).toMatchObject({ location: { ip: SECOND } });
  });

  it('leaves out a domain that does not answer its measurement', async () => {
    server.use(http.get(`${FIRST}/wps/system/domainRoute`, dropped));
    const { store, apiClient } = storeWith();
    await store.dispatch(routeToFastestDomain());
    expect(activeBase(apiClient)).toBe(SECOND);
  });

  it('leaves out a domain whose measurement is answered with an error page (a 5xx, a gateway’s HTML): it is no API answering', async () => {
    server.use(
      http.get(`${FIRST}/wps/system/domainRoute`, () => new HttpResponse('<html>bad gateway</html>', { status: 502 })),
      http.get(`${SECOND}/wps/system/domainRoute`, async () => {
        await delay(150);
        return HttpResponse.json({ success: true, value: LIST });
      }),
    );
    const { store, apiClient } = storeWith();
    await store.dispatch(routeToFastestDomain());
    expect(activeBase(apiClient)).toBe(SECOND);
  });

  it('never uses a listed domain that is not https://: one without its scheme would resolve against the site itself', async () => {
    const bare = 'api3.example.test';
    const plain = 'http://api4.example.test';
    const answered = () => HttpResponse.json({ success: true, value: [] });
    server.use(
      http.get(`${BRAND}/wps/system/domainRoute`, () =>
        HttpResponse.json({
          success: true,
          value: [
            { domain: bare, speed: 1 },
            { domain: plain, speed: 2 },
          ],
        }),
      ),
      // Where each would be asked (these specs run in Node, where a relative address resolves against http://localhost).
      http.get(`http://localhost/${bare}/wps/system/domainRoute`, answered),
      http.get(`${plain}/wps/system/domainRoute`, answered),
    );
    const { store, apiClient } = storeWith();
    await store.dispatch(routeToFastestDomain());
    expect(activeBase(apiClient)).toBe(BRAND);
  });

  it('with the first domain dropped, a call moves to the second within one retry', async () => {
    server.use(
      http.get(`${SECOND}/wps/system/domainRoute`, async () => {
        await delay(150);
        return HttpResponse.json({ success: true, value: LIST });
      }),
    );
    const { store, apiClient } = storeWith();
    await store.dispatch(routeToFastestDomain());
    expect(activeBase(apiClient)).toBe(FIRST);
    server.use(
      http.get(`${FIRST}/wps/system/status`, () => {
        hits.push(FIRST);
        return HttpResponse.error();
      }),
    );

    const result = await askStatus(store);
    expect(result.data).toMatchObject({ location: { ip: SECOND } });
    expect(hits).toEqual([FIRST, SECOND]);
    // Later calls go straight to the second.
    hits.length = 0;
    await askStatus(store);
    expect(hits).toEqual([SECOND]);
  });

  it('a domain that stops answering in time is left for the next', async () => {
    const { store, apiClient } = storeWith();
    routeThroughDomains(apiClient, [FIRST, SECOND]);
    server.use(http.get(`${FIRST}/wps/system/status`, () => delay('infinite')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = askStatus(store);
    await vi.advanceTimersByTimeAsync(DOMAIN_TIMEOUT_MS);
    vi.useRealTimers();
    expect((await pending).data).toMatchObject({ location: { ip: SECOND } });
  });

  it('when no domain answers in time the player reads "page loaded too long" (spec §8), with a retry', async () => {
    const { store, apiClient } = storeWith();
    routeThroughDomains(apiClient, [FIRST, SECOND]);
    server.use(
      http.get(`${FIRST}/wps/system/status`, () => delay('infinite')),
      http.get(`${SECOND}/wps/system/status`, () => delay('infinite')),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = askStatus(store);
    await vi.advanceTimersByTimeAsync(2 * DOMAIN_TIMEOUT_MS);
    vi.useRealTimers();
    const { error } = await pending;
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'errors.pageLoadedTooLong' });
    expect(errorAction(error)).toBe('retry');
  });

  it("a server's error answer is shown, not failed over", async () => {
    const { store, apiClient } = storeWith();
    routeThroughDomains(apiClient, [FIRST, SECOND]);
    server.use(
      http.get(`${FIRST}/wps/system/status`, () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'system.error' }, { status: 500 }),
      ),
    );
    const result = await askStatus(store);
    expect(result.error).toMatchObject({ kind: 'server' });
    expect(activeBase(apiClient)).toBe(FIRST);
  });

  describe('a change is never sent twice: a server that applied it and lost the answer would apply it again', () => {
    it('a change is given no time limit: a transfer answered after 9 s yields its answer, not "page loaded too long"', async () => {
      const { store, apiClient } = storeWith();
      routeThroughDomains(apiClient, [FIRST, SECOND]);
      server.use(
        http.post(`${FIRST}/wps/relay/GCS_walletTransfer`, async () => {
          await delay(9000);
          return HttpResponse.json({ success: true, value: { sumBalance: 10 } });
        }),
      );
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const pending = store.dispatch(
        walletApi.endpoints.transferFunds.initiate({ fromAccountTypeId: 0, toAccountTypeId: 3, amount: '10.00', idempotencyKey: 'key-1' }),
      );
      await vi.advanceTimersByTimeAsync(3 * DOMAIN_TIMEOUT_MS);
      vi.useRealTimers();
      const result = await pending;
      expect(result.error).toBeUndefined();
      expect(result.data).toMatchObject({ sumBalance: 10 });
      expect(activeBase(apiClient)).toBe(FIRST);
    });

    /** Both domains take the call; the first drops the connection, as one that applied it and lost the answer would. */
    function firstDropsPost(path: string) {
      const sent: { base: string; key: string | null }[] = [];
      server.use(
        ...[FIRST, SECOND].map((base) =>
          http.post(`${base}${path}`, ({ request }) => {
            sent.push({ base, key: request.headers.get('Idempotency-Key') });
            return base === FIRST ? dropped() : HttpResponse.json({ success: true, value: { sumBalance: 10 } });
          }),
        ),
      );
      return sent;
    }

    it('a join, which carries no idempotency key, is not sent twice: it fails and later calls use the next domain', async () => {
      const { store, apiClient } = storeWith();
      routeThroughDomains(apiClient, [FIRST, SECOND]);
      const sent = firstDropsPost('/wps/relay/MCSFE_signUpPromotionJoin');
      const result = await store.dispatch(promotionsApi.endpoints.joinPromotion.initiate({ promotionId: 7 }));
      expect(result.error).toMatchObject({ kind: 'network' });
      expect(sent.map(({ base }) => base)).toEqual([FIRST]);
      expect(activeBase(apiClient)).toBe(SECOND);
    });

    it("a contract's accept, a change the spec sends as a GET, is not sent twice", async () => {
      const apiClient = testApiClient({ baseUrl: BRAND, merchantCode: 'LH001', getToken: () => 'token', onSessionExpired: vi.fn() });
      const store = apiTestStore(apiClient);
      routeThroughDomains(apiClient, [FIRST, SECOND]);
      const sent: string[] = [];
      server.use(
        ...[FIRST, SECOND].map((base) =>
          http.get(`${base}/wps/relay/MCS2_processDividendReq`, () => {
            sent.push(base);
            return base === FIRST ? dropped() : HttpResponse.json({ success: true, value: {} });
          }),
        ),
      );
      const result = await store.dispatch(agentApi.endpoints.changeDividendContract.initiate({ action: 'ACCEPT', contractId: 1 }));
      expect(result.error).toMatchObject({ kind: 'network' });
      expect(sent).toEqual([FIRST]);
    });

    it('a transfer, though it carries an idempotency key the merchant’s API does not name, fails as it is; the next call uses the next domain', async () => {
      const { store, apiClient } = storeWith();
      routeThroughDomains(apiClient, [FIRST, SECOND]);
      const sent = firstDropsPost('/wps/relay/GCS_walletTransfer');
      const result = await store.dispatch(
        walletApi.endpoints.transferFunds.initiate({ fromAccountTypeId: 0, toAccountTypeId: 3, amount: '10.00', idempotencyKey: 'key-1' }),
      );
      expect(result.error).toMatchObject({ kind: 'network' });
      expect(sent).toEqual([{ base: FIRST, key: 'key-1' }]);
      expect(activeBase(apiClient)).toBe(SECOND);
    });
  });

  it("the brand's own base is the last resort, after every listed domain", async () => {
    const { store, apiClient } = storeWith();
    routeThroughDomains(apiClient, [FIRST]);
    server.use(http.get(`${FIRST}/wps/system/status`, dropped));
    expect((await askStatus(store)).data).toMatchObject({ location: { ip: BRAND } });
  });

  it("a merchant without a list keeps the brand's base, and a dropped call fails as before", async () => {
    server.use(http.get(`${BRAND}/wps/system/domainRoute`, () => HttpResponse.json({ success: true, value: [] })));
    const { store, apiClient } = storeWith();
    await store.dispatch(routeToFastestDomain());
    expect(activeBase(apiClient)).toBe(BRAND);
    server.use(http.get(`${BRAND}/wps/system/status`, dropped));
    expect((await askStatus(store)).error).toMatchObject({ kind: 'network' });
  });

  it("a list naming only the site's own origin, for a brand served from it, is not measured and changes nothing", async () => {
    // These specs run in Node, where a relative base resolves against http://localhost, as buildUrl does.
    const own = 'http://localhost';
    const measured: string[] = [];
    server.use(
      http.get(`${own}/wps/system/domainRoute`, ({ request }) => {
        measured.push(request.url);
        return HttpResponse.json({ success: true, value: [{ domain: `${own}/`, speed: 42 }] });
      }),
    );
    const { store, apiClient } = storeWith('');
    await store.dispatch(routeToFastestDomain());
    expect(measured).toHaveLength(1);
    expect(activeBase(apiClient)).toBe('');
  });
});
