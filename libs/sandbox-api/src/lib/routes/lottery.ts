import { Hono } from 'hono';
import { ERROR_CODES, LOTTERY_LAUNCH_MODE } from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { fail, ok } from '../envelope';
import { LOTTERY_GAMES, openedDraws, VN_GAMES, vnDraws } from '../seed/lottery';

/** Draws the lotto lobby lists per game. */
const OPENED_DRAWS = 10;
export const LOTTERY_PAGE = '/__sandbox/lottery';
const ALL_GAMES = [...LOTTERY_GAMES, ...VN_GAMES];

export function lotteryRoutes() {
  const routes = new Hono<SandboxEnv>();

  endpoint(routes, 'lottery', 'gameMenus', ({ prizeMode }, { c }) => ok(c, LOTTERY_GAMES.filter((game) => !prizeMode || game.prizeMode === prizeMode)));
  endpoint(routes, 'lottery', 'popular', ({ prizeMode, count }, { c }) =>
    ok(c, ALL_GAMES.filter((game) => !prizeMode || game.prizeMode === prizeMode).slice(0, count)),
  );
  endpoint(routes, 'lottery', 'vnGameMenu', (_input, { c }) => ok(c, VN_GAMES));
  endpoint(routes, 'lottery', 'vnRecent', (_input, { c, account }) =>
    ok(c, account.recentLotteries.flatMap((code) => VN_GAMES.filter((game) => game.code === code))),
  );
  endpoint(routes, 'lottery', 'vnNumbers', ({ count, gameCode }, { c }) => ok(c, vnDraws(count, gameCode)));
  endpoint(routes, 'lottery', 'openedNumbers', ({ gameCode }, { c }) => {
    const draws = openedDraws(gameCode, OPENED_DRAWS);
    return draws.length ? ok(c, draws) : fail(c, ERROR_CODES.invalidParameter, `No lottery ${gameCode}`, 400);
  });

  endpoint(routes, 'lottery', 'launchLobby', (input, { c, account }) => {
    if (input.lottoGameCode && !ALL_GAMES.some((game) => game.code === input.lottoGameCode)) {
      return fail(c, ERROR_CODES.invalidParameter, `No lottery ${input.lottoGameCode}`, 400);
    }
    if (input.lottoGameCode && VN_GAMES.some((game) => game.code === input.lottoGameCode)) {
      account.recentLotteries = [input.lottoGameCode, ...account.recentLotteries.filter((code) => code !== input.lottoGameCode)].slice(0, 10);
    }
    const query = new URLSearchParams({ area: input.lottoArea, mode: input.lottoPrizeMode, game: input.lottoGameCode ?? '', view: input.lottoView, back: input.backUrl });
    return ok(c, { gameUrl: `${LOTTERY_PAGE}?${query}` });
  }, { when: (raw) => raw['launchMode'] === LOTTERY_LAUNCH_MODE });

  return routes;
}
