import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OAEP, PLATFORM_2048 as PLATFORM } from './cipher/known-answers.fixture';
import { decryptPayload } from './cipher/merchant';
import type { ApiClientConfig } from './config';
import { authApi } from './endpoints/auth';
import { apiTestStore, testApiClient } from './testing/api-store';

interface Seen {
  body: unknown;
  headers: Record<string, string>;
}
const seen: Seen[] = [];
const keyRequests: string[] = [];
const server = setupServer(
  http.get('*/wps/session/key/rsa', ({ request }) => {
    const scheme = new URL(request.url).searchParams.get('scheme');
    keyRequests.push(scheme ?? 'platform');
    return HttpResponse.json({ success: true, value: scheme ? OAEP.modulusHex : PLATFORM.modulusHex });
  }),
  http.post('*/wps/session/login', async ({ request }) => {
    seen.push({ body: await request.json(), headers: Object.fromEntries(request.headers) });
    return HttpResponse.json({
      success: true,
      value: { token: 't'.repeat(32), id: 1, userName: 'u', customerType: 0, firstTimeLogin: false, passwordExpired: false },
    });
  }),
  http.post('*/wps/member/password/email', async ({ request }) => {
    seen.push({ body: await request.text(), headers: Object.fromEntries(request.headers) });
    return HttpResponse.json({ success: true, value: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  keyRequests.length = 0;
});
afterAll(() => server.close());

const storeWith = (cipherScheme?: ApiClientConfig['cipherScheme']) => apiTestStore(testApiClient({ getToken: () => null, cipherScheme }));

const credentials = { type: 'username', username: 'demo', password: 'secret#1' } as const;

describe('calls that write a password are encrypted with the brand scheme (docs/api-contract.md)', () => {
  it.each([
    ['platform-des-rsa', undefined],
    ['rsa-oaep-aes-gcm', 'rsa-oaep-aes-gcm'],
  ] as const)('%s: the body decrypts with the merchant key, and the key is fetched once per store', async (_, scheme) => {
    const store = storeWith(scheme);
    await store.dispatch(authApi.endpoints.login.initiate(credentials));
    await store.dispatch(authApi.endpoints.login.initiate(credentials));
    expect(keyRequests).toEqual([scheme ?? 'platform']);
    const [first] = seen;
    expect(first?.body).not.toHaveProperty('password');
    expect(await decryptPayload(first as Seen, { platform: PLATFORM, oaep: OAEP })).toEqual(credentials);
  });

  it('names the device on login (docs/api-contract.md)', async () => {
    await storeWith().dispatch(authApi.endpoints.login.initiate(credentials));
    expect(seen[0]?.headers['device']).toBe('WEB');
  });

  it('sends the e-mail reset form-encoded and in the clear (spec §7)', async () => {
    await storeWith().dispatch(authApi.endpoints.resetPasswordByEmail.initiate({ username: 'demo', email: 'a@b.test' }));
    expect(seen[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen[0]?.body).toBe('username=demo&email=a%40b.test');
  });
});

describe('a changed merchant key', () => {
  it('is fetched again after the server cannot decrypt', async () => {
    let refused = false;
    server.use(
      http.post('*/wps/session/login', () => {
        if (refused)
          return HttpResponse.json({
            success: true,
            value: { token: 't'.repeat(32), id: 1, userName: 'u', customerType: 0, firstTimeLogin: false, passwordExpired: false },
          });
        refused = true;
        return HttpResponse.json({ success: false, value: null, errorCode: 'decryption.failed' }, { status: 400 });
      }),
    );
    const store = storeWith();
    await store.dispatch(authApi.endpoints.login.initiate(credentials));
    await store.dispatch(authApi.endpoints.login.initiate(credentials));
    expect(keyRequests).toEqual(['platform', 'platform']);
  });
});

describe('the merchant key’s answer (docs/api-contract.md: the RSA modulus as hex text)', () => {
  const answerKey = (response: () => Response) => server.use(http.get('*/wps/session/key/rsa', response));

  it('takes a plain hex body, a line break around it, as the key', async () => {
    answerKey(() => HttpResponse.text(`\n${PLATFORM.modulusHex}\n`));
    const store = storeWith();
    expect((await store.dispatch(authApi.endpoints.getEncryptionKey.initiate({}))).data).toBe(PLATFORM.modulusHex);
    await store.dispatch(authApi.endpoints.login.initiate(credentials));
    expect(await decryptPayload(seen[0] as Seen, { platform: PLATFORM, oaep: OAEP })).toEqual(credentials);
  });

  it('takes the key from the envelope too', async () => {
    answerKey(() => HttpResponse.json({ success: true, value: PLATFORM.modulusHex }));
    const store = storeWith();
    expect((await store.dispatch(authApi.endpoints.getEncryptionKey.initiate({}))).data).toBe(PLATFORM.modulusHex);
    await store.dispatch(authApi.endpoints.login.initiate(credentials));
    expect(await decryptPayload(seen[0] as Seen, { platform: PLATFORM, oaep: OAEP })).toEqual(credentials);
  });

  it('fails an answer that is neither, and sends nothing encrypted', async () => {
    answerKey(() => HttpResponse.html('<html><body>Bad gateway</body></html>'));
    const store = storeWith();
    expect((await store.dispatch(authApi.endpoints.getEncryptionKey.initiate({}))).error).toMatchObject({ kind: 'malformed' });
    expect((await store.dispatch(authApi.endpoints.login.initiate(credentials))).error).toMatchObject({ kind: 'malformed' });
    expect(seen).toEqual([]);
  });
});
