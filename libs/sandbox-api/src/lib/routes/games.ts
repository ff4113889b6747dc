import { Hono } from 'hono';
import { ERROR_CODES, GAME_CATEGORIES, LOTTERY_LAUNCH_MODE, type GameItem, type VendorLane } from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { fail, ok } from '../envelope';
import { page } from '../paging';
import { seedGames, toGameItem } from '../seed/games';
import { SEED_VENDORS } from '../seed/vendors';
import type { Account } from '../state';

/** How many hot games a call answers, and how many recent games a player keeps. */
const HOT_GAMES = 20;
export const RECENT_GAMES = 20;
/** Rooms each live or PVP game offers. */
const ROOMS_PER_GAME = 4;
const PVP = new Set(SEED_VENDORS.filter((vendor) => vendor.category === 'PVP').map((vendor) => vendor.vassalage));
const ROOM_VENDORS = new Set(SEED_VENDORS.filter((vendor) => vendor.category === 'PVP' || vendor.category === 'LIVE').map((vendor) => vendor.vassalage));

export const PLAY_PAGE = '/__sandbox/play';

function lanes(): VendorLane[] {
  const games = seedGames();
  return GAME_CATEGORIES.map((title) => {
    const vendors = SEED_VENDORS.filter((vendor) => vendor.category === title);
    const own = vendors.flatMap((vendor) => games.byVendor.get(vendor.vassalage) ?? []);
    return {
      title,
      cards: vendors.map(({ accountTypeId, accountTypeName, displayName, vassalage, isHot, freeplay, gameType }) => ({
        accountTypeId, accountTypeName, displayName, vassalage, isHot, freeplay, gameType, smallIcon: `/__sandbox/icons/vendor/${vassalage}.svg`,
      })),
      gameClassify: [...new Set(own.map((game) => game.gameType))],
      gameCount: own.length,
    };
  }).filter((lane) => lane.cards.length > 0);
}

const byNodes = (nodeIds: string[]): GameItem[] =>
  nodeIds.flatMap((nodeId) => {
    const game = seedGames().byNode.get(nodeId);
    return game ? [toGameItem(game)] : [];
  });

function remember(account: Account, nodeId: string) {
  account.recent = [nodeId, ...account.recent.filter((id) => id !== nodeId)].slice(0, RECENT_GAMES);
}

export function gamesRoutes() {
  const routes = new Hono<SandboxEnv>();

  endpoint(routes, 'games', 'vendorLanes', (_input, { c }) => ok(c, { data: { lanes: lanes() } }));

  endpoint(routes, 'games', 'hotGames', ({ vassalage }, { c }) => {
    const games = vassalage ? seedGames().byVendor.get(vassalage) ?? [] : seedGames().all;
    return ok(c, { list: games.filter((game) => game.isHot).slice(0, HOT_GAMES).map(toGameItem) });
  });

  endpoint(routes, 'games', 'gameList', ({ vassalage, gameType, gameName, selectionType, pageNum, pageSize }, { c, account }) => {
    let games: GameItem[] = (seedGames().byVendor.get(vassalage) ?? []).map(toGameItem);
    if (selectionType === 'FAV' || selectionType === 'RECENT') {
      const mine = new Set(selectionType === 'FAV' ? account?.favourites : account?.recent);
      games = games.filter((game) => mine.has(game.nodeId));
    }
    if (selectionType === 'HOT') games = games.filter((game) => game.isHot);
    if (selectionType === 'NEW') games = games.filter((game) => game.isNew);
    if (gameType) games = games.filter((game) => game.gameType === gameType);
    if (gameName) games = games.filter((game) => game.gameName.toLowerCase().includes(gameName.toLowerCase()));
    return ok(c, page(games, pageNum, pageSize));
  });

  endpoint(routes, 'games', 'vendorGameTypes', ({ vassalage }, { c }) => {
    const games = seedGames().byVendor.get(vassalage);
    if (!games) return fail(c, ERROR_CODES.invalidParameter, `No vendor ${vassalage}`, 400);
    const counts = new Map<string, number>();
    for (const game of games) counts.set(game.gameType, (counts.get(game.gameType) ?? 0) + 1);
    return ok(c, [...counts].map(([gameType, gameCount]) => ({ gameType, gameTypeName: gameType.charAt(0) + gameType.slice(1).toLowerCase(), gameCount })));
  });

  endpoint(routes, 'games', 'favouriteIds', (_input, { c, account }) => ok(c, Object.fromEntries(account.favourites.map((nodeId) => [nodeId, true as const]))), { realAccount: true });

  endpoint(routes, 'games', 'favouriteList', ({ pageNum, pageSize }, { c, account }) => ok(c, page(byNodes([...account.favourites].reverse()), pageNum, pageSize)), { realAccount: true });

  endpoint(routes, 'games', 'addFavourite', ({ nodeId, gameId }, { c, account }) => {
    const game = seedGames().byNode.get(nodeId);
    if (!game || game.gameId !== gameId) return fail(c, ERROR_CODES.invalidParameter, `No game ${gameId} at node ${nodeId}`, 400);
    if (!account.favourites.includes(nodeId)) account.favourites.push(nodeId);
    return ok(c, null);
  }, { realAccount: true });

  endpoint(routes, 'games', 'removeFavourite', ({ nodeId }, { c, account }) => {
    account.favourites = account.favourites.filter((id) => id !== nodeId);
    return ok(c, null);
  }, { realAccount: true });

  endpoint(routes, 'games', 'recentGames', (_input, { c, account }) => ok(c, byNodes(account.recent)));

  endpoint(routes, 'games', 'roomList', ({ vassalage, gameId }, { c }) => {
    if (!ROOM_VENDORS.has(vassalage)) return fail(c, ERROR_CODES.invalidParameter, `${vassalage} has no rooms`, 400);
    const games = (seedGames().byVendor.get(vassalage) ?? []).filter((game) => !gameId || game.gameId === gameId).slice(0, 6);
    return ok(c, games.flatMap((game) =>
      Array.from({ length: ROOMS_PER_GAME }, (_, i) => ({
        roomId: `${game.gameId}-R${i + 1}`, roomName: `${game.gameName} · Room ${i + 1}`, minBet: 10 * 10 ** i, maxBet: 5000 * 10 ** i, online: (Number(game.nodeId) * (i + 3)) % 300,
      })),
    ));
  });

  endpoint(routes, 'games', 'launchGame', (input, { c, account, session }) => {
    if (input.token !== session.token) return fail(c, ERROR_CODES.sessionExpired, 'The launch token is not this session', 401);
    const gameId = input.gameId ?? input.roomId?.replace(/-R\d+$/, '');
    const game = seedGames().byNode.get(input.nodeId);
    if (!game || game.gameId !== gameId || game.vassalage !== input.vassalage) return fail(c, ERROR_CODES.invalidParameter, 'No such game', 400);
    remember(account, game.nodeId);
    const url = `${PLAY_PAGE}/${game.vassalage}/${encodeURIComponent(input.roomId ?? game.gameId)}?lang=${input.language}`;
    // PVP launches answer only game_url2, so the site's fallback is exercised (spec §3).
    return ok(c, { content: PVP.has(game.vassalage) ? { game_url2: url } : { game_url: url } });
  }, { when: (raw) => raw['launchMode'] !== LOTTERY_LAUNCH_MODE });

  endpoint(routes, 'games', 'trialLaunch', ({ telGameId, language }, { c }) => {
    const game = seedGames().all.find((entry) => entry.telGameId === telGameId);
    if (!game) return fail(c, ERROR_CODES.functionNotAvailable, 'This game has no free play');
    return ok(c, { content: { game_url: `${PLAY_PAGE}/${game.vassalage}/${game.gameId}?trial=1&lang=${language ?? ''}` } });
  });

  return routes;
}
