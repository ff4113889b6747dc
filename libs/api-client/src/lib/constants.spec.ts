import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_2048 as PLATFORM } from './cipher/known-answers.fixture';
import { authApi } from './endpoints/auth';
import { gamesApi } from './endpoints/games';
import { lotteryApi } from './endpoints/lottery';
import { promotionsApi } from './endpoints/promotions';
import { apiTestStore, testApiClient } from './testing/api-store';

/** Every call the test's store sends, as it leaves; the merchant's key for an encrypted one. */
const sent: Request[] = [];
const server = setupServer(
  http.get('*/wps/session/key/rsa', () => HttpResponse.json({ success: true, value: PLATFORM.modulusHex })),
  http.all('*', ({ request }) => {
    sent.push(request.clone());
    return HttpResponse.json({ success: true, value: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

/** The one call a dispatch sent, answered. */
async function sends(call: (store: ReturnType<typeof apiTestStore>) => PromiseLike<unknown>): Promise<Request> {
  await call(apiTestStore(testApiClient()));
  expect(sent).toHaveLength(1);
  return sent[0] as Request;
}
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('the calls send the spec’s wire values', () => {
  it('spec §9: the popular lottery list asks for 20 games', async () => {
    const request = await sends((store) => store.dispatch(lotteryApi.endpoints.getPopularLotteries.initiate({ prizeMode: 'Lott' })));
    expect(query(request)).toMatchObject({ count: '20' });
  });

  it('spec §9: the Vietnamese numbers list asks for 100 draws', async () => {
    const request = await sends((store) => store.dispatch(lotteryApi.endpoints.getVnNumbers.initiate({ language: 'EN' })));
    expect(query(request)).toMatchObject({ count: '100' });
  });

  it('spec §3 / §9: the hot-game request sends isPlatform 2', async () => {
    const request = await sends((store) => store.dispatch(gamesApi.endpoints.getHotGames.initiate({ language: 'EN' })));
    expect(query(request)).toMatchObject({ isPlatform: '2' });
  });

  it('spec §9: the announcements are asked for platform W', async () => {
    const request = await sends((store) =>
      store.dispatch(promotionsApi.endpoints.getAnnouncements.initiate({ types: 'SYSTEM', execution: 'B', language: 'EN' })),
    );
    expect(query(request)).toMatchObject({ platform: 'W' });
  });

  it('spec §3 / §9: a game launch sends accountType 1, confirmTrans 0, launchMode GLS, clientType 3 and the vendor platform html5-desktop', async () => {
    const request = await sends((store) =>
      store.dispatch(gamesApi.endpoints.launchGame.initiate({ gameId: 'PG-1', nodeId: '11', vassalage: 'PG', username: 'demo_member' })),
    );
    expect(query(request)).toMatchObject({
      accountType: '1',
      confirmTrans: '0',
      launchMode: 'GLS',
      clientType: '3',
      platform: 'html5-desktop',
    });
  });

  it('spec §7: free play sends gateway version 3', async () => {
    const request = await sends((store) =>
      store.dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce: 'n'.repeat(16) })),
    );
    expect(request.headers.get('Gateway-Version')).toBe('3');
  });
});
