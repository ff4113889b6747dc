import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../calls/member';
import { WALLET_CALLS } from '../calls/wallet';
import { apiTestStore } from '../testing/api-store';
import { memberApi } from './member';
import { walletApi } from './wallet';

/** A player with no deposit yet and English saved, as the server holds them. */
let hasDeposited = false;
let language = 'EN';
/** How many times each path was asked. */
const asked = new Map<string, number>();
const count = (path: string) => asked.set(path, (asked.get(path) ?? 0) + 1);

const server = setupServer(
  http.get(`*${MEMBER_CALLS.responsibleGaming.path}`, () => {
    count(MEMBER_CALLS.responsibleGaming.path);
    return HttpResponse.json({
      success: true,
      value: { limits: [], realityCheckMinutes: null, session: { elapsedMs: 0, netResult: 0 }, hasDeposited },
    });
  }),
  http.post(`*${WALLET_CALLS.deposit.path}`, () => {
    hasDeposited = true;
    return HttpResponse.json({
      success: true,
      value: { orderId: 'D1', channelId: 'bank', amount: 100, status: 'PENDING', createdAt: 0, payIn: {} },
    });
  }),
  http.get(`*${MEMBER_CALLS.profile.path}`, () => {
    count(MEMBER_CALLS.profile.path);
    return HttpResponse.json({ success: true, value: { values: {}, editable: [], hasPaymentPassword: false, language } });
  }),
  http.put(`*${MEMBER_CALLS.updateLanguage.path}`, async ({ request }) => {
    ({ language } = (await request.json()) as { language: string });
    return HttpResponse.json({ success: true, value: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.clear();
  hasDeposited = false;
  language = 'EN';
});
afterAll(() => server.close());

describe('an action refreshes the data it changes', () => {
  it('a deposit asks for the responsible-gaming data again: each deposit order counts against the limits and ends the first-deposit offer', async () => {
    const store = apiTestStore();
    await store.dispatch(memberApi.endpoints.getResponsibleGaming.initiate());
    expect(memberApi.endpoints.getResponsibleGaming.select()(store.getState()).data?.hasDeposited).toBe(false);
    await store.dispatch(walletApi.endpoints.deposit.initiate({ channelId: 'bank', amount: '100.00', idempotencyKey: 'deposit-1' }));
    await expect.poll(() => asked.get(MEMBER_CALLS.responsibleGaming.path)).toBe(2);
    await expect.poll(() => memberApi.endpoints.getResponsibleGaming.select()(store.getState()).data?.hasDeposited).toBe(true);
  });

  it('saving a language asks for the profile again, so it holds the language saved', async () => {
    const store = apiTestStore();
    await store.dispatch(memberApi.endpoints.getProfile.initiate());
    await store.dispatch(memberApi.endpoints.updateLanguage.initiate({ language: 'TH' }));
    await expect.poll(() => asked.get(MEMBER_CALLS.profile.path)).toBe(2);
    await expect.poll(() => memberApi.endpoints.getProfile.select()(store.getState()).data?.language).toBe('TH');
  });
});
