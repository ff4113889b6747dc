import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseApi } from './api';
import type { WpsRequest } from './base-query';
import type { ApiClientConfig } from './config';
import { SESSION_EXPIRED_CODE } from './errors';
import { promotionsApi } from './endpoints/promotions';
import { systemApi } from './endpoints/system';
import { walletApi } from './endpoints/wallet';
import { apiTestStore, testApiClient } from './testing/api-store';

// The api-client's own tests answer with plain MSW handlers: the sandbox depends on this
// library, so it cannot be used here (contract tests against it live in libs/sandbox-api).
const server = setupServer(
  http.get('*/wps/system/status', () =>
    HttpResponse.json({ success: true, value: { status: 0, location: { ip: '10.0.0.1', country: '' } } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function storeWith(overrides: Partial<ApiClientConfig> = {}) {
  const apiClient = testApiClient({
    merchantCode: 'LH001',
    getLanguage: () => 'ty',
    getToken: () => 'token-123',
    onSessionExpired: vi.fn(),
    ...overrides,
  });
  return { store: apiTestStore(apiClient), apiClient };
}

const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, { auth?: WpsRequest['auth'] }>({ query: ({ auth }) => ({ url: '/wps/probe', auth }) }),
  }),
});

describe('the envelope is unwrapped', () => {
  it('yields value of a successful call', async () => {
    const { store } = storeWith();
    const result = await store.dispatch(systemApi.endpoints.getSystemStatus.initiate());
    expect(result.data).toEqual({ status: 0, location: { ip: '10.0.0.1', country: '' } });
  });
});

describe('headers follow the contract', () => {
  async function headersOf(auth: WpsRequest['auth'], config: Partial<ApiClientConfig> = {}) {
    let seen = new Headers();
    server.use(
      http.get('*/wps/probe', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ success: true, value: 1 });
      }),
    );
    await storeWith(config).store.dispatch(probe.endpoints.probe.initiate({ auth }));
    return seen;
  }

  it('sends Merchant and the upper-case Language on every call', async () => {
    const headers = await headersOf(undefined);
    expect(headers.get('Merchant')).toBe('LH001');
    expect(headers.get('Language')).toBe('TY');
  });

  it('sends the raw token in Authorization only on calls that need it', async () => {
    expect((await headersOf('required')).get('Authorization')).toBe('token-123');
    expect((await headersOf(undefined)).has('Authorization')).toBe(false);
  });

  it("asks for the announcements without the player's token: their stored copy serves the whole tab, guests too", async () => {
    let authorization: string | null = 'unseen';
    server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, value: {} });
      }),
    );
    await storeWith().store.dispatch(promotionsApi.endpoints.getAnnouncements.initiate({ types: 'B', execution: 'H', language: 'EN' }));
    expect(authorization).toBeNull();
  });

  it('sends no empty header', async () => {
    expect((await headersOf('optional', { getToken: () => null })).has('Authorization')).toBe(false);
  });

  it("does not send a player's call without a session: it fails as the server answers one, not logged in", async () => {
    let sent = 0;
    server.use(
      http.get('*/wps/probe', () => {
        sent += 1;
        return HttpResponse.json({ success: true, value: 1 });
      }),
    );
    const result = await storeWith({ getToken: () => null }).store.dispatch(probe.endpoints.probe.initiate({ auth: 'required' }));
    expect(result.error).toMatchObject({ kind: 'server', status: 401, code: SESSION_EXPIRED_CODE, messageKey: 'error.notLoggedIn' });
    expect(sent).toBe(0);
  });

  it('a GET carries its context (the language) in the query and sends no body', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/wps/context-probe', ({ request }) => {
        seen = request;
        return HttpResponse.json({ success: true, value: 1 });
      }),
    );
    const contextProbe = baseApi.injectEndpoints({
      endpoints: (build) => ({
        contextProbe: build.query<unknown, void>({ query: () => ({ url: '/wps/context-probe', context: ['language'] }) }),
      }),
    });
    // What the page hands to fetch: MSW in Node would let a GET body through, a browser throws.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await storeWith().store.dispatch(contextProbe.endpoints.contextProbe.initiate());
    expect(new URL(seen?.url ?? '').searchParams.get('language')).toBe('TY');
    expect(fetchSpy.mock.calls.at(-1)?.[1]?.body).toBeUndefined();
    fetchSpy.mockRestore();
  });
});

describe('failures become typed errors with a spec §8 message key', () => {
  const respond = (body: string | Record<string, unknown>, status = 200) =>
    server.use(
      http.get('*/wps/probe', () => (typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status }))),
    );

  it('treats success:false with HTTP 200 as an error', async () => {
    respond({ success: false, value: null, errorCode: 'function.not.available', message: 'off' });
    const result = await storeWith().store.dispatch(probe.endpoints.probe.initiate({}));
    expect(result.error).toEqual({
      kind: 'server',
      status: 200,
      code: 'function.not.available',
      message: 'off',
      messageKey: 'error.functionNotEnabled',
      action: 'contactSupport',
    });
  });

  it('clears the session when the server says login.not.session', async () => {
    respond({ success: false, value: null, errorCode: 'login.not.session' }, 401);
    const { store, apiClient } = storeWith();
    const result = await store.dispatch(probe.endpoints.probe.initiate({ auth: 'required' }));
    expect(apiClient.onSessionExpired).toHaveBeenCalledOnce();
    expect(result.error).toMatchObject({ kind: 'server', status: 401, messageKey: 'error.notLoggedIn' });
  });

  it('login.not.session ends only the session the call carried, not one started while it was out', async () => {
    let token = 'token-old';
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/wps/probe', async () => {
        arrive();
        await answered;
        return HttpResponse.json({ success: false, value: null, errorCode: 'login.not.session' }, { status: 401 });
      }),
    );
    const { store, apiClient } = storeWith({ getToken: () => token });
    const call = store.dispatch(probe.endpoints.probe.initiate({ auth: 'required' }));
    await arrived;
    token = 'token-new';
    answer();
    expect((await call).error).toMatchObject({ messageKey: 'error.notLoggedIn' });
    expect(apiClient.onSessionExpired).not.toHaveBeenCalled();
  });

  it('login.not.session to a call sent without a token ends no session', async () => {
    respond({ success: false, value: null, errorCode: 'login.not.session' }, 401);
    const { store, apiClient } = storeWith();
    await store.dispatch(probe.endpoints.probe.initiate({}));
    expect(apiClient.onSessionExpired).not.toHaveBeenCalled();
  });

  it('an HTTP 401 without login.not.session (a gateway’s page) ends the session the call carried', async () => {
    respond('<html>401 Unauthorized</html>', 401);
    const { store, apiClient } = storeWith();
    const result = await store.dispatch(probe.endpoints.probe.initiate({ auth: 'required' }));
    expect(apiClient.onSessionExpired).toHaveBeenCalledOnce();
    expect(result.error).toMatchObject({ kind: 'malformed', status: 401 });
  });

  it('an HTTP 401 to a call sent without a token ends no session', async () => {
    respond('<html>401 Unauthorized</html>', 401);
    const { store, apiClient } = storeWith();
    await store.dispatch(probe.endpoints.probe.initiate({}));
    expect(apiClient.onSessionExpired).not.toHaveBeenCalled();
  });

  it('maps a transport failure to network abnormal', async () => {
    server.use(http.get('*/wps/probe', () => HttpResponse.error()));
    const result = await storeWith().store.dispatch(probe.endpoints.probe.initiate({}));
    expect(result.error).toMatchObject({ kind: 'network', messageKey: 'error.networkAbnormal' });
  });

  it('takes a list answered as null for an empty list, and still refuses a list answered as an object', async () => {
    server.use(http.get('*/wps/system/domainRoute', () => HttpResponse.json({ success: true, value: null }), { once: true }));
    expect((await storeWith().store.dispatch(systemApi.endpoints.getDomainRoutes.initiate())).data).toEqual([]);
    server.use(http.get('*/wps/system/domainRoute', () => HttpResponse.json({ success: true, value: {} })));
    expect((await storeWith().store.dispatch(systemApi.endpoints.getDomainRoutes.initiate())).error).toMatchObject({ kind: 'malformed' });
  });

  it("a money action whose envelope says it succeeded is not failed for its answer's shape: a failure would invite a second press that moves the money again", async () => {
    server.use(http.post('*/wps/relay/GCS_walletTransfer', () => HttpResponse.json({ success: true, value: null })));
    const result = await storeWith().store.dispatch(
      walletApi.endpoints.transferFunds.initiate({
        sourceAccountTypeId: 0,
        targetAccountTypeId: 1,
        amount: '10.00',
        idempotencyKey: 'k1',
      } as never),
    );
    expect(result.error).toBeUndefined();
  });

  it('maps a body that is not JSON, or has no envelope, to unknown error', async () => {
    respond('<html>bad gateway</html>', 502);
    expect((await storeWith().store.dispatch(probe.endpoints.probe.initiate({}))).error).toMatchObject({
      kind: 'malformed',
      status: 502,
      messageKey: 'error.unknown',
    });
    respond({ hello: 'world' });
    expect((await storeWith().store.dispatch(probe.endpoints.probe.initiate({ auth: 'required' }))).error).toMatchObject({
      kind: 'malformed',
      messageKey: 'error.unknown',
    });
  });
});
