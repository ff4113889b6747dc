import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OAEP, PLATFORM_2048 as PLATFORM } from '../cipher/known-answers.fixture';
import { decryptPayload } from '../cipher/merchant';
import { IDEMPOTENCY_HEADER } from '../constants';
import { ERROR_CODES, isApiError } from '../errors';
import { apiTestStore } from '../testing/api-store';
import { agentApi } from './agent';

interface Seen {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
const seen: Seen[] = [];
let answer: () => Response = () => HttpResponse.json({ success: true, value: { balance: 900, downlineBalance: 100 } });
const server = setupServer(
  http.get('*/wps/session/key/rsa', () => HttpResponse.json({ success: true, value: PLATFORM.modulusHex })),
  http.post('*/wps/*', async ({ request }) => {
    seen.push({ path: new URL(request.url).pathname, body: await request.json(), headers: Object.fromEntries(request.headers) });
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  answer = () => HttpResponse.json({ success: true, value: { balance: 900, downlineBalance: 100 } });
});
afterAll(() => server.close());

const transfer = { downlineName: 'agent_l42', amount: '100.00', paymentPassword: '246810' };
const send = () => apiTestStore().dispatch(agentApi.endpoints.transferToDownline.initiate({ ...transfer, idempotencyKey: 'k1' }));

describe('the downline transfer is a password-checked relay, as the upline transfer is (docs/api-contract.md)', () => {
  it('goes to the passwordCheck relay, encrypted: the payment password never travels in the clear', async () => {
    expect((await send()).data).toEqual({ balance: 900, downlineBalance: 100 });
    const [request] = seen;
    expect(request?.path).toBe('/wps/relay/passwordCheck/MCS2_transferToDownline');
    expect(JSON.stringify(request?.body)).not.toContain(transfer.paymentPassword);
    expect(await decryptPayload(request as Seen, { platform: PLATFORM, oaep: OAEP })).toEqual(transfer);
    expect(request?.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toBe('k1');
  });

  it("reads a refusal as the payment password's, not the login's wrong credentials", async () => {
    answer = () => HttpResponse.json({ success: false, value: null, errorCode: ERROR_CODES.wrongPassword });
    const { error } = await send();
    expect(isApiError(error) && error.messageKey).toBe('error.paymentPasswordIncorrect');
  });
});
