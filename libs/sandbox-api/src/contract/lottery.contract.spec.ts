import { beforeEach, describe, expect, it } from 'vitest';
import { lotteryApi, POPULAR_LOTTERY_COUNT, VN_NUMBERS_COUNT, type Draw, type LotteryGame } from '@wl/api-client';
import { contractHarness } from './harness';

const h = contractHarness();
const { store } = h;
beforeEach(() => h.reset());

describe('lottery calls (spec §7)', () => {
  it('serves the menus, the popular games and the VN menu', async () => {
    const menus = h.expectContract('lottery', 'gameMenus', await store.dispatch(lotteryApi.endpoints.getLotteryMenus.initiate({ prizeMode: 'Elott' }))) as LotteryGame[];
    expect(menus.every((game) => game.gameType === 'ELOTT')).toBe(true);
    const popular = h.expectContract('lottery', 'popular', await store.dispatch(lotteryApi.endpoints.getPopularLotteries.initiate({}))) as LotteryGame[];
    expect(popular).toHaveLength(POPULAR_LOTTERY_COUNT);
    const vn = h.expectContract('lottery', 'vnGameMenu', await store.dispatch(lotteryApi.endpoints.getVnLotteryMenu.initiate({}))) as LotteryGame[];
    expect(new Set(vn.map((game) => game.region))).toEqual(new Set(['NORTH', 'CENTRAL', 'SOUTH']));
  });

  it('serves the last 100 Vietnamese draws, newest first', async () => {
    const draws = h.expectContract('lottery', 'vnNumbers', await store.dispatch(lotteryApi.endpoints.getVnNumbers.initiate())) as Draw[];
    expect(draws).toHaveLength(VN_NUMBERS_COUNT);
    expect(draws[0]?.openTime).toBeGreaterThanOrEqual(draws.at(-1)?.openTime ?? 0);
  });

  it('opens a lottery lobby (launchMode LOTT answers gameUrl), which then counts as recent', async () => {
    await h.loginAs('agent_l42');
    const lobby = { lottoArea: 'VN' as const, lottoPrizeMode: 'SEA' as const, lottoGameCode: 'VNDNG', lottoView: 'lobby' as const, backUrl: '/vnlottery' };
    const launch = h.expectContract('lottery', 'launchLobby', await store.dispatch(lotteryApi.endpoints.launchLotteryLobby.initiate(lobby))) as { gameUrl: string };
    expect((await h.admin(launch.gameUrl)).status).toBe(200);
    const recent = h.expectContract('lottery', 'vnRecent', await store.dispatch(lotteryApi.endpoints.getVnRecentLotteries.initiate(undefined, { forceRefetch: true }))) as LotteryGame[];
    expect(recent[0]?.code).toBe('VNDNG');
  });

  it('serves opened draws of a game, and refuses an unknown game', async () => {
    await h.loginAs('demo_member');
    h.expectContract('lottery', 'openedNumbers', await store.dispatch(lotteryApi.endpoints.getOpenedNumbers.initiate({ gameCode: 'CQSSC' })));
    h.expectError(await store.dispatch(lotteryApi.endpoints.getOpenedNumbers.initiate({ gameCode: 'NOPE' })), 'error.unknown', 'invalid.parameter');
  });

  it('has a contract test for every lottery call', () => {
    expect(h.uncovered('lottery')).toEqual([]);
  });
});
