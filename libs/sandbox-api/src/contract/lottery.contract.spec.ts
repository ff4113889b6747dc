import { beforeEach, describe, expect, it } from 'vitest';
import { authApi, lotteryApi, POPULAR_LOTTERY_COUNT, VN_NUMBERS_COUNT, type Draw, type LotteryGame } from '@wl/api-client';
import { contractHarness } from './harness';

const h = contractHarness();
const { store } = h;
beforeEach(() => h.reset());

describe('lottery calls (spec §7)', () => {
  it('serves the menus, the popular games and the VN menu', async () => {
    const menus = h.expectContract(
      'lottery',
      'gameMenus',
      await store.dispatch(lotteryApi.endpoints.getLotteryMenus.initiate({ prizeMode: 'ZY' })),
    ) as LotteryGame[];
    expect(new Set(menus.map((game) => game.gameType))).toEqual(new Set(['LOTT', 'ELOTT']));
    expect(menus.every((game) => game.prizeMode === 'ZY')).toBe(true);
    const popular = h.expectContract(
      'lottery',
      'popular',
      await store.dispatch(lotteryApi.endpoints.getPopularLotteries.initiate({})),
    ) as LotteryGame[];
    expect(popular).toHaveLength(POPULAR_LOTTERY_COUNT);
    const vn = h.expectContract(
      'lottery',
      'vnGameMenu',
      await store.dispatch(lotteryApi.endpoints.getVnLotteryMenu.initiate({})),
    ) as LotteryGame[];
    expect(new Set(vn.map((game) => game.region))).toEqual(new Set(['NORTH', 'CENTRAL', 'SOUTH']));
  });

  it('serves the last 100 Vietnamese draws, newest first', async () => {
    const draws = h.expectContract(
      'lottery',
      'vnNumbers',
      await store.dispatch(lotteryApi.endpoints.getVnNumbers.initiate({ language: 'EN' })),
    ) as Draw[];
    expect(draws).toHaveLength(VN_NUMBERS_COUNT);
    expect(draws[0]?.openTime).toBeGreaterThanOrEqual(draws.at(-1)?.openTime ?? 0);
  });

  it('opens a lottery lobby (launchMode LOTT answers gameUrl), which then counts as recent', async () => {
    await h.loginAs('agent_l42');
    const lobby = { lottoArea: 'VN' as const, lottoPrizeMode: 'SEA' as const, lottoGameCode: 'VNDNG', backUrl: '/vnlottery' };
    const launch = h.expectContract(
      'lottery',
      'launchLobby',
      await store.dispatch(lotteryApi.endpoints.launchLotteryLobby.initiate(lobby)),
    ) as { gameUrl: string };
    expect(new URL(launch.gameUrl, 'http://sandbox').searchParams.get('lottoView')).toBe('betting');
    expect((await h.admin(launch.gameUrl)).status).toBe(200);
    const recent = h.expectContract(
      'lottery',
      'vnRecent',
      await store.dispatch(lotteryApi.endpoints.getVnRecentLotteries.initiate(undefined, { forceRefetch: true })),
    ) as LotteryGame[];
    expect(recent[0]?.code).toBe('VNDNG');
  });

  it('refuses a lottery launch to a trial account (real money)', async () => {
    h.session.token = (
      await store.dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce: crypto.randomUUID() })).unwrap()
    ).token;
    const lobby = { lottoArea: 'SEA' as const, lottoPrizeMode: 'Lott' as const, backUrl: '/lottery' };
    h.expectError(
      await store.dispatch(lotteryApi.endpoints.launchLotteryLobby.initiate(lobby)),
      'auth.in_need_true_account',
      'in_need_true_account',
    );
  });

  it('draws a new VN result every few minutes of the sandbox clock, and says when the next comes', async () => {
    const first = (await store.dispatch(lotteryApi.endpoints.getVnNumbers.initiate({ gameCode: 'VNMB', language: 'EN' }))).data as Draw[];
    expect(first[0]?.nextDrawInMs).toBeGreaterThan(0);
    await h.admin('/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 10 * 60_000 }) });
    const later = h.expectContract(
      'lottery',
      'vnNumbers',
      await store.dispatch(lotteryApi.endpoints.getVnNumbers.initiate({ gameCode: 'VNMB', language: 'EN' }, { forceRefetch: true })),
    ) as Draw[];
    expect(later[0]?.openTime).toBe((first[0]?.openTime ?? 0) + 10 * 60_000);
    expect(later[2]).toEqual(first[0] && { ...first[0], nextDrawInMs: undefined });
  });

  it("moves the draws alone on the draws' clock: the sandbox's own time, which codes and records keep, stays", async () => {
    const first = (await store.dispatch(lotteryApi.endpoints.getVnNumbers.initiate({ gameCode: 'VNMB', language: 'EN' }))).data as Draw[];
    const timeOf = async () =>
      ((await (await h.admin('/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 0 }) })).json()) as { now: number })
        .now;
    const before = await timeOf();
    try {
      await h.admin('/__sandbox/draws/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 10 * 60_000 }) });
      const later = (
        await store.dispatch(lotteryApi.endpoints.getVnNumbers.initiate({ gameCode: 'VNMB', language: 'EN' }, { forceRefetch: true }))
      ).data as Draw[];
      expect(later[0]?.openTime).toBe((first[0]?.openTime ?? 0) + 10 * 60_000);
      expect((await timeOf()) - before).toBeLessThan(60_000);
    } finally {
      await h.admin('/__sandbox/draws/clock', { method: 'DELETE' });
    }
  });

  it('serves opened draws of a game, and refuses an unknown game', async () => {
    await h.loginAs('demo_member');
    h.expectContract(
      'lottery',
      'openedNumbers',
      await store.dispatch(lotteryApi.endpoints.getOpenedNumbers.initiate({ gameCode: 'CQSSC', language: 'EN' })),
    );
    h.expectError(
      await store.dispatch(lotteryApi.endpoints.getOpenedNumbers.initiate({ gameCode: 'NOPE', language: 'EN' })),
      'error.unknown',
      'invalid.parameter',
    );
  });

  it('has a contract test for every lottery call', () => {
    expect(h.uncovered('lottery')).toEqual([]);
  });
});
