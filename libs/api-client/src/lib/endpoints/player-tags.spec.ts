import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseApi, PLAYER_TAGS } from '../api';
import { MEMBER_CALLS } from '../calls/member';
import { POINTS_CALLS } from '../calls/points';
import { PROMOTIONS_CALLS } from '../calls/promotions';
import { WALLET_CALLS } from '../calls/wallet';
import { apiTestStore } from '../testing/api-store';
import { memberApi } from './member';
import { pointsApi } from './points';
import { promotionsApi } from './promotions';
import { walletApi } from './wallet';

/** How many times each path was asked. */
const asked = new Map<string, number>();
const server = setupServer(
  http.get('*', ({ request }) => {
    const path = new URL(request.url).pathname;
    asked.set(path, (asked.get(path) ?? 0) + 1);
    const list = path === WALLET_CALLS.depositChannels.path || path === PROMOTIONS_CALLS.missionLeaderboard.path;
    return HttpResponse.json({ success: true, value: list ? [] : {} });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.clear();
});
afterAll(() => server.close());

type Store = ReturnType<typeof apiTestStore>;

/** Each player call that had no tag, with how a page asks for it. */
const PLAYER_CALLS = [
  {
    path: MEMBER_CALLS.customerServiceUnread.path,
    ask: (store: Store) => store.dispatch(memberApi.endpoints.getCustomerServiceUnread.initiate()),
  },
  { path: WALLET_CALLS.merchantWallet.path, ask: (store: Store) => store.dispatch(walletApi.endpoints.getMerchantWallet.initiate()) },
  { path: WALLET_CALLS.depositChannels.path, ask: (store: Store) => store.dispatch(walletApi.endpoints.getDepositChannels.initiate()) },
  { path: POINTS_CALLS.config.path, ask: (store: Store) => store.dispatch(pointsApi.endpoints.getPointConfig.initiate()) },
  {
    path: PROMOTIONS_CALLS.missionLeaderboard.path,
    ask: (store: Store) => store.dispatch(promotionsApi.endpoints.getMissionLeaderboard.initiate({ missionId: 1 })),
  },
];

describe("a new login refreshes the player's data (the session invalidates PLAYER_TAGS, even for the same account)", () => {
  it.each(PLAYER_CALLS)('$path is asked again', async ({ path, ask }) => {
    const store = apiTestStore();
    await ask(store);
    expect(asked.get(path)).toBe(1);
    store.dispatch(baseApi.util.invalidateTags([...PLAYER_TAGS]));
    await expect.poll(() => asked.get(path)).toBe(2);
  });
});
