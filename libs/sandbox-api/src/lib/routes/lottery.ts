import { Hono } from 'hono';
import { ERROR_CODES, LOTTERY_LAUNCH_MODE } from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { fail, ok } from '../envelope';
import { ALL_LOTTERY_GAMES, inPrizeMode, LOTTERY_GAMES, openedDraws, VN_GAMES, vnDraws } from '../seed/lottery';

/** Draws the lotto lobby lists per game. */
const OPENED_DRAWS = 10;
/** Recent Vietnamese games remembered per player. */
const RECENT_LOTTERIES = 10;
export const LOTTERY_PAGE = '/__sandbox/lottery';

export function lotteryRoutes() {
  const routes = new Hono<SandboxEnv>();

  endpoint(routes, 'lottery', 'gameMenus', ({ prizeMode }, { c }) => ok(c, inPrizeMode(LOTTERY_GAMES, prizeMode)));
  endpoint(routes, 'lottery', 'popular', ({ prizeMode, count }, { c }) => ok(c, inPrizeMode(ALL_LOTTERY_GAMES, prizeMode).slice(0, count)));
  endpoint(routes, 'lottery', 'vnGameMenu', ({ prizeMode }, { c }) => ok(c, inPrizeMode(VN_GAMES, prizeMode)));
  endpoint(routes, 'lottery', 'vnRecent', (_input, { c, account }) =>
    ok(
      c,
      account.recentLotteries.flatMap((code) => VN_GAMES.filter((game) => game.code === code)),
    ),
  );
  // Draws follow the sandbox clock and their own offset (`POST /__sandbox/draws/clock`): a new one every few minutes.
  endpoint(routes, 'lottery', 'vnNumbers', ({ count, gameCode }, { c, state }) => ok(c, vnDraws(state.drawsNow(), count, gameCode)));
  endpoint(routes, 'lottery', 'openedNumbers', ({ gameCode }, { c, state }) => {
    const draws = openedDraws(state.drawsNow(), gameCode, OPENED_DRAWS);
    return draws.length ? ok(c, draws) : fail(c, ERROR_CODES.invalidParameter, `No lottery ${gameCode}`, 400);
  });

  endpoint(
    routes,
    'lottery',
    'launchLobby',
    (input, { c, account }) => {
      const game = ALL_LOTTERY_GAMES.find((entry) => entry.code === input.lottoGameCode);
      if (input.lottoGameCode && !game) {
        return fail(c, ERROR_CODES.invalidParameter, `No lottery ${input.lottoGameCode}`, 400);
      }
      // As the vendor would: a game plays in its own area (spec §7: VN for Vietnamese games), and the
      // betting view is a game's, the lobby view none's. A lax sandbox would let a wrong launch pass the tests.
      if (game && (game.accountTypeName === 'TCG_LOTTO_VN') !== (input.lottoArea === 'VN')) {
        return fail(c, ERROR_CODES.invalidParameter, `Lottery ${game.code} is not in area ${input.lottoArea}`, 400);
      }
      if ((input.lottoView === 'betting') !== Boolean(game)) {
        return fail(c, ERROR_CODES.invalidParameter, `View ${input.lottoView} ${game ? 'with' : 'without'} a game`, 400);
      }
      if (input.lottoGameCode && VN_GAMES.some((game) => game.code === input.lottoGameCode)) {
        account.recentLotteries = [input.lottoGameCode, ...account.recentLotteries.filter((code) => code !== input.lottoGameCode)].slice(
          0,
          RECENT_LOTTERIES,
        );
      }
      // The vendor's page gets what the site sent, so a test can read it off the frame's URL.
      const query = new URLSearchParams(
        Object.entries(input).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
      );
      return ok(c, { gameUrl: `${LOTTERY_PAGE}?${query}` });
    },
    // Lottery is played for real money: a trial account is refused (spec §8 in_need_true_account).
    { when: (raw) => raw['launchMode'] === LOTTERY_LAUNCH_MODE, realAccount: true },
  );

  return routes;
}
