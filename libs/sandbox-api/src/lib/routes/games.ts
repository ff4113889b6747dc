import { Hono } from 'hono';
import { ERROR_CODES, GAME_CATEGORIES, LOTTERY_LAUNCH_MODE, type GameItem, type VendorLane } from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { fail, ok } from '../envelope';
import { page } from '../paging';
import { benchGames, GAME_ART_PATH, gameTypeName, seedGames, toGameItem, type SeedGame } from '../seed/games';
import { BANNER_ART_PATH, SEED_BANNERS } from '../seed/announcements';
import { inCurrency } from '../seed/currency';
import { BENCH_VENDOR, SEED_VENDORS } from '../seed/vendors';
import type { Account, SandboxState } from '../state';

/** How many hot games a call answers, and how many recent games a player keeps. */
const HOT_GAMES = 20;
export const RECENT_GAMES = 20;
/** Rooms each live or PVP game offers. */
const ROOMS_PER_GAME = 4;
const PVP = new Set(SEED_VENDORS.filter((vendor) => vendor.category === 'PVP').map((vendor) => vendor.vassalage));
const ROOM_VENDORS = new Set(
  SEED_VENDORS.filter((vendor) => vendor.category === 'PVP' || vendor.category === 'LIVE').map((vendor) => vendor.vassalage),
);

export const PLAY_PAGE = '/__sandbox/play';

/** The most games the bench vendor may be given. */
export const MAX_BENCH_VENDOR_GAMES = 20_000;

const vendorsOf = (state: SandboxState) => (state.benchVendorGames > 0 ? [...SEED_VENDORS, BENCH_VENDOR] : SEED_VENDORS);

/** A vendor's games, the bench vendor's included while it is switched on. */
function vendorGames(state: SandboxState, vassalage: string): SeedGame[] | undefined {
  if (vassalage === BENCH_VENDOR.vassalage) return state.benchVendorGames > 0 ? benchGames(state.benchVendorGames).all : undefined;
  return seedGames().byVendor.get(vassalage);
}

function gameAt(state: SandboxState, nodeId: string): SeedGame | undefined {
  return seedGames().byNode.get(nodeId) ?? (state.benchVendorGames > 0 ? benchGames(state.benchVendorGames).byNode.get(nodeId) : undefined);
}

/** Accents and case do not matter to a name search (é finds e). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function lanes(state: SandboxState): VendorLane[] {
  return GAME_CATEGORIES.map((title) => {
    const vendors = vendorsOf(state).filter((vendor) => vendor.category === title);
    const own = vendors.flatMap((vendor) => vendorGames(state, vendor.vassalage) ?? []);
    return {
      title,
      cards: vendors.map(({ accountTypeId, accountTypeName, displayName, vassalage, isHot, freeplay, gameType }) => ({
        accountTypeId,
        accountTypeName,
        displayName,
        vassalage,
        isHot,
        freeplay,
        gameType,
        smallIcon: `/__sandbox/icons/vendor/${vassalage}.svg`,
      })),
      gameClassify: [...new Set(own.map((game) => game.gameType))],
      gameCount: own.length,
    };
  }).filter((lane) => lane.cards.length > 0);
}

const byNodes = (state: SandboxState, nodeIds: string[]): GameItem[] =>
  nodeIds.flatMap((nodeId) => {
    const game = gameAt(state, nodeId);
    return game ? [toGameItem(game)] : [];
  });

/** Generated art: the game's name on its vendor's colours, so a lobby looks like one. */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const hueOf = (text: string) => [...text].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 360, 0);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/**
 * The sandbox's pictures (game and banner art, flags, icons) are drawn from the seed, which names
 * them for good: cached for a year, as a merchant's image CDN serves its art. A day's lifetime had
 * Lighthouse flag every lobby's pictures as badly cached, a finding about the sandbox, not the site.
 */
export const ART_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function gameArt(name: string, vendor: string, vendorName: string): string {
  const hue = hueOf(vendor);
  const lines = wrap(name, 11)
    .map(
      (line, i, all) =>
        `<text x="80" y="${78 - (all.length - 1) * 11 + i * 22}" font-size="19" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 28%)"/></linearGradient></defs><rect width="160" height="160" rx="20" fill="url(#g)"/><circle cx="128" cy="30" r="46" fill="hsl(${(hue + 180) % 360} 80% 70% / .25)"/><g font-family="sans-serif" text-anchor="middle" fill="#fff">${lines}<rect x="0" y="128" width="160" height="32" fill="hsl(${hue} 60% 18% / .8)"/><text x="80" y="149" font-size="12" letter-spacing="1">${escapeXml(vendorName.toUpperCase())}</text></g></svg>`;
}

export function bannerArt(title: string, id: string): string {
  const hue = hueOf(`banner${id}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 70% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 45%)"/></linearGradient></defs><rect width="1200" height="400" fill="url(#b)"/><circle cx="1020" cy="200" r="150" fill="hsl(${(hue + 180) % 360} 90% 65% / .3)"/><circle cx="1080" cy="120" r="60" fill="hsl(${(hue + 200) % 360} 90% 75% / .35)"/><text x="80" y="215" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(title)}</text></svg>`;
}

function remember(account: Account, nodeId: string) {
  account.recent = [nodeId, ...account.recent.filter((id) => id !== nodeId)].slice(0, RECENT_GAMES);
}

export function gamesRoutes() {
  const routes = new Hono<SandboxEnv>();

  // The lobby benchmark's switch: a slot vendor with this many games (0 removes it).
  routes.put('/__sandbox/bench-vendor', async (c) => {
    const { games } = await c.req.json<{ games?: number }>().catch(() => ({ games: undefined }));
    if (typeof games !== 'number' || !Number.isInteger(games) || games < 0 || games > MAX_BENCH_VENDOR_GAMES) {
      return c.json({ error: `games must be an integer 0…${MAX_BENCH_VENDOR_GAMES}` }, 400);
    }
    c.var.state.benchVendorGames = games;
    // Made now, so the first lobby call of a measurement does not pay for it.
    if (games > 0) benchGames(games);
    return c.json({ vassalage: BENCH_VENDOR.vassalage, games });
  });
  routes.get(`${GAME_ART_PATH}/:name`, (c) => {
    const gameId = c.req.param('name').replace(/\.svg$/, '');
    const vassalage = gameId.replace(/-\d+$/, '');
    const game = vendorGames(c.var.state, vassalage)?.find((entry) => entry.gameId === gameId);
    if (!game) return c.body(null, 404);
    const vendor = vendorsOf(c.var.state).find((entry) => entry.vassalage === vassalage);
    return c.body(gameArt(game.gameName, vassalage, vendor?.displayName ?? vassalage), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': ART_CACHE_CONTROL,
    });
  });

  routes.get(`${BANNER_ART_PATH}/:name`, (c) => {
    const id = c.req.param('name').replace(/\.svg$/, '');
    const banner = SEED_BANNERS.find((entry) => String(entry.bannerId) === id);
    if (!banner) return c.body(null, 404);
    // The art says what its title says: in the merchant's currency.
    return c.body(bannerArt(inCurrency(banner.title, c.var.state.currencySymbol), id), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': ART_CACHE_CONTROL,
    });
  });

  endpoint(routes, 'games', 'vendorLanes', (_input, { c, state }) => ok(c, { data: { lanes: lanes(state) } }));

  endpoint(routes, 'games', 'hotGames', ({ vassalage }, { c, state }) => {
    const games = vassalage ? (vendorGames(state, vassalage) ?? []) : seedGames().all;
    return ok(c, {
      list: games
        .filter((game) => game.isHot)
        .slice(0, HOT_GAMES)
        .map(toGameItem),
    });
  });

  endpoint(routes, 'games', 'gameList', ({ vassalage, gameType, gameName, selectionType, pageNum, pageSize }, { c, account, state }) => {
    let games: GameItem[] = (vendorGames(state, vassalage) ?? []).map(toGameItem);
    if (selectionType === 'FAV' || selectionType === 'RECENT') {
      const mine = new Set(selectionType === 'FAV' ? account?.favourites : account?.recent);
      games = games.filter((game) => mine.has(game.nodeId));
    }
    if (selectionType === 'HOT') games = games.filter((game) => game.isHot);
    if (selectionType === 'NEW') games = games.filter((game) => game.isNew);
    if (gameType) games = games.filter((game) => game.gameType === gameType);
    if (gameName) games = games.filter((game) => folded(game.gameName).includes(folded(gameName)));
    return ok(c, page(games, pageNum, pageSize));
  });

  endpoint(routes, 'games', 'vendorGameTypes', ({ vassalage }, { c, state }) => {
    const games = vendorGames(state, vassalage);
    if (!games) return fail(c, ERROR_CODES.invalidParameter, `No vendor ${vassalage}`, 400);
    const counts = new Map<string, number>();
    for (const game of games) counts.set(game.gameType, (counts.get(game.gameType) ?? 0) + 1);
    // Names in the player's language, as the site keeps them per language (spec §4: reloaded when the language changes).
    const language = c.req.header('language');
    return ok(
      c,
      [...counts].map(([gameType, gameCount]) => ({ gameType, gameTypeName: gameTypeName(gameType, language), gameCount })),
    );
  });

  endpoint(
    routes,
    'games',
    'favouriteIds',
    (_input, { c, account }) => ok(c, Object.fromEntries(account.favourites.map((nodeId) => [nodeId, true as const]))),
    { realAccount: true },
  );

  endpoint(
    routes,
    'games',
    'favouriteList',
    ({ pageNum, pageSize }, { c, account, state }) => ok(c, page(byNodes(state, [...account.favourites].reverse()), pageNum, pageSize)),
    { realAccount: true },
  );

  endpoint(
    routes,
    'games',
    'addFavourite',
    ({ nodeId, gameId, vassalage }, { c, account, state }) => {
      const game = gameAt(state, nodeId);
      if (!game || game.gameId !== gameId || game.vassalage !== vassalage)
        return fail(c, ERROR_CODES.invalidParameter, `No game ${gameId} of ${vassalage} at node ${nodeId}`, 400);
      if (!account.favourites.includes(nodeId)) account.favourites.push(nodeId);
      return ok(c, null);
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'games',
    'removeFavourite',
    ({ nodeId }, { c, account }) => {
      account.favourites = account.favourites.filter((id) => id !== nodeId);
      return ok(c, null);
    },
    { realAccount: true },
  );

  endpoint(routes, 'games', 'recentGames', (_input, { c, account, state }) => ok(c, byNodes(state, account.recent)));

  endpoint(routes, 'games', 'roomList', ({ vassalage, gameId }, { c }) => {
    if (!ROOM_VENDORS.has(vassalage)) return fail(c, ERROR_CODES.invalidParameter, `${vassalage} has no rooms`, 400);
    const games = (seedGames().byVendor.get(vassalage) ?? []).filter((game) => !gameId || game.gameId === gameId).slice(0, 6);
    return ok(
      c,
      games.flatMap((game) =>
        Array.from({ length: ROOMS_PER_GAME }, (_, i) => ({
          roomId: `${game.gameId}-R${i + 1}`,
          roomName: `${game.gameName} · Room ${i + 1}`,
          minBet: 10 * 10 ** i,
          maxBet: 5000 * 10 ** i,
          online: (Number(game.nodeId) * (i + 3)) % 300,
        })),
      ),
    );
  });

  endpoint(
    routes,
    'games',
    'launchGame',
    (input, { c, account, state }) => {
      // Spec §3: the launch names the player; a name other than the session's is not this player's launch.
      if (input.username !== account.username)
        return fail(c, ERROR_CODES.invalidParameter, `The session is ${account.username}'s, not ${input.username}'s`, 400);
      const gameId = input.gameId ?? input.roomId?.replace(/-R\d+$/, '');
      // A vendor without a game list (sports, esports, cockfight) launches its own lobby: gameId is the vendor, nodeId its account type.
      const lobbyVendor = vendorsOf(state).find(
        (vendor) =>
          vendor.games === 0 &&
          vendor.vassalage === input.vassalage &&
          gameId === vendor.vassalage &&
          String(vendor.accountTypeId) === input.nodeId,
      );
      if (lobbyVendor) return ok(c, { content: { game_url: `${PLAY_PAGE}/${lobbyVendor.vassalage}/lobby?lang=${input.language}` } });
      const game = gameAt(state, input.nodeId);
      if (!game || game.gameId !== gameId || game.vassalage !== input.vassalage)
        return fail(c, ERROR_CODES.invalidParameter, 'No such game', 400);
      remember(account, game.nodeId);
      const url = `${PLAY_PAGE}/${game.vassalage}/${encodeURIComponent(input.roomId ?? game.gameId)}?lang=${input.language}`;
      // PVP launches answer only game_url2, so the site's fallback is exercised (spec §3).
      return ok(c, { content: PVP.has(game.vassalage) ? { game_url2: url } : { game_url: url } });
    },
    // Spec §6: a trial account plays real games only through free play (`trialLaunch`).
    { when: (raw) => raw['launchMode'] !== LOTTERY_LAUNCH_MODE, realAccount: true },
  );

  endpoint(routes, 'games', 'trialLaunch', ({ telGameId, telNodeId, language }, { c }) => {
    // The pair names the game (the contract's trial launch), as gameId and nodeId do for a real launch.
    const game = seedGames().all.find((entry) => entry.telGameId === telGameId && entry.telNodeId === telNodeId);
    if (!game) return fail(c, ERROR_CODES.functionNotAvailable, 'This game has no free play');
    return ok(c, { content: { game_url: `${PLAY_PAGE}/${game.vassalage}/${game.gameId}?trial=1&lang=${language ?? ''}` } });
  });

  return routes;
}
