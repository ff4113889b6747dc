import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../constants';
import { walletApi } from './wallet';
import { apiTestStore } from '../testing/api-store';

/**
 * A merchant that applies each idempotency key once and loses the first answer, as a dropped
 * connection does after the server has moved the money.
 */
const applied = new Map<string, number>();
let main = 1000;
let loseNextAnswer = false;
const server = setupServer(
  http.post('*/wps/relay/GCS_walletTransfer', async ({ request }) => {
    const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
    const { amount } = (await request.json()) as { amount: string };
    if (!applied.has(key)) {
      main -= Number(amount);
      applied.set(key, main);
    }
    if (loseNextAnswer) {
      loseNextAnswer = false;
      return HttpResponse.error();
    }
    return HttpResponse.json({ success: true, value: { sumBalance: applied.get(key), currencySymbol: '¥', balance: [] } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  applied.clear();
  main = 1000;
});
afterAll(() => server.close());

const store = () => apiTestStore();

describe('money calls carry an idempotency key made once per player action', () => {
  it("sends the action's key on the retry after a lost answer, so the money moves once", async () => {
    const site = store();
    const action = { fromAccountTypeId: 0, toAccountTypeId: 2001, amount: '100.00', idempotencyKey: 'action-1' };
    loseNextAnswer = true;
    const lost = await site.dispatch(walletApi.endpoints.transferFunds.initiate(action));
    expect(lost.error).toMatchObject({ kind: 'network' });
    const retried = await site.dispatch(walletApi.endpoints.transferFunds.initiate(action));
    expect(retried.data?.sumBalance).toBe(900);
    expect(main).toBe(900);
    expect([...applied.keys()]).toEqual(['action-1']);
  });

  it('keeps the key out of the body, so every attempt of one action sends the same request', async () => {
    let body: unknown;
    server.use(
      http.post('*/wps/relay/GCS_walletTransfer', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, value: { sumBalance: 0, currencySymbol: '¥', balance: [] } });
      }),
    );
    await store().dispatch(
      walletApi.endpoints.transferFunds.initiate({ fromAccountTypeId: 0, toAccountTypeId: 2001, amount: '1.00', idempotencyKey: 'k' }),
    );
    expect(body).toEqual({ fromAccountTypeId: 0, toAccountTypeId: 2001, amount: '1.00' });
  });
});
