import { beforeEach, describe, expect, it } from 'vitest';
import { gamesApi, launchUrl, WHITE_LABEL_MODULES, type GameItem, type VendorLane } from '@wl/api-client';
import { contractHarness } from './harness';

const h = contractHarness();
const { store } = h;
const fresh = { forceRefetch: true } as const;
beforeEach(() => h.reset());

type Page = { content: GameItem[]; totalElements: number; totalPages: number };

describe('vendors and games (spec §3, §7)', () => {
  it('serves lanes of every category with DS88, IMES and SV388 in sports, BGS and YBG in slots, and 5,000+ games', async () => {
    const { data } = h.expectContract(
      'games',
      'vendorLanes',
      await store.dispatch(gamesApi.endpoints.getVendorLanes.initiate({ language: 'EN' })),
    ) as { data: { lanes: VendorLane[] } };
    const lane = (title: string) => data.lanes.find((entry) => entry.title === title);
    expect(data.lanes.map((entry) => entry.title)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']);
    expect(lane('SPORTS')?.cards.map((card) => card.vassalage)).toEqual(expect.arrayContaining(['DS88', 'IMES', 'SV388']));
    expect(lane('RNG')?.cards.map((card) => card.vassalage)).toEqual(expect.arrayContaining(['BGS', 'YBG']));
    expect(data.lanes.reduce((sum, entry) => sum + entry.gameCount, 0)).toBeGreaterThanOrEqual(5000);
  });

  it("pages a vendor's games and filters them by name", async () => {
    const first = h.expectContract(
      'games',
      'gameList',
      await store.dispatch(gamesApi.endpoints.getGameList.initiate({ vassalage: 'PG', pageNum: 1, pageSize: 50, language: 'EN' })),
    ) as Page;
    expect([first.content.length, first.totalElements, first.totalPages]).toEqual([50, 520, 11]);
    const named = (
      await store.dispatch(
        gamesApi.endpoints.getGameList.initiate({ vassalage: 'PG', pageNum: 1, pageSize: 200, gameName: 'dragon', language: 'EN' }),
      )
    ).data as Page;
    expect(named.content.length).toBeGreaterThan(0);
    expect(named.content.every((game) => game.gameName.toLowerCase().includes('dragon'))).toBe(true);
  });

  it('serves hot games and the game types of a vendor, and refuses an unknown vendor', async () => {
    const hot = h.expectContract(
      'games',
      'hotGames',
      await store.dispatch(gamesApi.endpoints.getHotGames.initiate({ vassalage: 'PP', language: 'EN' })),
    ) as { list: GameItem[] };
    expect(hot.list.every((game) => game.isHot && game.vassalage === 'PP')).toBe(true);
    h.expectContract(
      'games',
      'vendorGameTypes',
      await store.dispatch(gamesApi.endpoints.getVendorGameTypes.initiate({ vassalage: 'JILI', language: 'EN' })),
    );
    h.expectError(
      await store.dispatch(gamesApi.endpoints.getVendorGameTypes.initiate({ vassalage: 'NOPE', language: 'EN' })),
      'error.unknown',
      'invalid.parameter',
    );
  });

  it('keeps favourites per player: added and removed at once on the page, then on the server (spec §4)', async () => {
    await h.loginAs('demo_member');
    const ids = h.expectContract('games', 'favouriteIds', await store.dispatch(gamesApi.endpoints.getFavouriteIds.initiate())) as Record<
      string,
      true
    >;
    expect(Object.keys(ids)).toHaveLength(4);
    const game = (
      (await store.dispatch(gamesApi.endpoints.getGameList.initiate({ vassalage: 'JDB', pageNum: 1, pageSize: 1, language: 'EN' })))
        .data as Page
    ).content[0] as GameItem;

    const adding = store.dispatch(gamesApi.endpoints.addFavourite.initiate(game));
    expect(gamesApi.endpoints.getFavouriteIds.select()(store.getState()).data?.[game.nodeId]).toBe(true);
    h.expectContract('games', 'addFavourite', await adding);
    const list = h.expectContract(
      'games',
      'favouriteList',
      await store.dispatch(gamesApi.endpoints.getFavouriteList.initiate({ pageNum: 1, pageSize: 10 }, fresh)),
    ) as Page;
    expect(list.content[0]?.nodeId).toBe(game.nodeId);

    const removing = store.dispatch(gamesApi.endpoints.removeFavourite.initiate({ nodeId: game.nodeId }));
    expect(gamesApi.endpoints.getFavouriteIds.select()(store.getState()).data?.[game.nodeId]).toBeUndefined();
    h.expectContract('games', 'removeFavourite', await removing);
  });

  it('undoes an optimistic favourite the server refuses', async () => {
    await h.loginAs('demo_member');
    await store.dispatch(gamesApi.endpoints.getFavouriteIds.initiate());
    const result = await store.dispatch(gamesApi.endpoints.addFavourite.initiate({ gameId: 'NOPE-1', nodeId: '1', vassalage: 'PG' }));
    h.expectError(result, 'error.unknown', 'invalid.parameter');
    expect(gamesApi.endpoints.getFavouriteIds.select()(store.getState()).data?.['1']).toBeUndefined();
  });

  it('launches a game: the URL opens a page, and the game becomes the most recent', async () => {
    await h.loginAs('demo_member');
    const game = (
      (await store.dispatch(gamesApi.endpoints.getGameList.initiate({ vassalage: 'EVO', pageNum: 1, pageSize: 1, language: 'EN' })))
        .data as Page
    ).content[0] as GameItem;
    const launch = h.expectContract(
      'games',
      'launchGame',
      await store.dispatch(gamesApi.endpoints.launchGame.initiate({ ...game, username: 'demo_member' })),
    );
    const url = launchUrl(launch as Parameters<typeof launchUrl>[0]) ?? '';
    expect((await h.admin(url)).status).toBe(200);
    const recent = h.expectContract(
      'games',
      'recentGames',
      await store.dispatch(gamesApi.endpoints.getRecentGames.initiate({ language: 'EN' }, fresh)),
    ) as GameItem[];
    expect(recent[0]?.nodeId).toBe(game.nodeId);
  });

  it('answers PVP launches with game_url2 only, which the site falls back to', async () => {
    await h.loginAs('demo_member');
    const rooms = h.expectContract(
      'games',
      'roomList',
      await store.dispatch(gamesApi.endpoints.getRoomList.initiate({ vassalage: 'KM', language: 'EN' })),
    ) as Array<{ roomId: string }>;
    const game = (
      (await store.dispatch(gamesApi.endpoints.getGameList.initiate({ vassalage: 'KM', pageNum: 1, pageSize: 1, language: 'EN' })))
        .data as Page
    ).content[0] as GameItem;
    const launch = await store
      .dispatch(
        gamesApi.endpoints.launchGame.initiate({ roomId: rooms[0]?.roomId, nodeId: game.nodeId, vassalage: 'KM', username: 'demo_member' }),
      )
      .unwrap();
    expect((launch.content as { game_url?: string }).game_url).toBeUndefined();
    expect(launchUrl(launch)).toMatch(/^\/__sandbox\/play\/KM\//);
  });

  it('refuses a launch of a game that does not exist, and rooms of a slot vendor', async () => {
    await h.loginAs('demo_member');
    h.expectError(
      await store.dispatch(
        gamesApi.endpoints.launchGame.initiate({ gameId: 'PG-9999', nodeId: '1', vassalage: 'PG', username: 'demo_member' }),
      ),
      'error.unknown',
    );
    h.expectError(await store.dispatch(gamesApi.endpoints.getRoomList.initiate({ vassalage: 'PG', language: 'EN' })), 'error.unknown');
  });

  it('launches a free trial for a guest, without a session (docs/api-contract.md)', async () => {
    const game = (
      (await store.dispatch(gamesApi.endpoints.getGameList.initiate({ vassalage: 'PG', pageNum: 1, pageSize: 1, language: 'EN' })))
        .data as Page
    ).content[0] as GameItem;
    const launch = h.expectContract(
      'games',
      'trialLaunch',
      await store.dispatch(
        gamesApi.endpoints.launchTrialGame.initiate({ telGameId: game.telGameId ?? '', telNodeId: game.telNodeId ?? '' }),
      ),
    );
    expect(launchUrl(launch as Parameters<typeof launchUrl>[0])).toContain('trial=1');
  });

  it('a free trial is launched by telGameId and telNodeId of one game: the ids of two games launch neither (CONTRACT trial launch)', async () => {
    const [first, second] = (
      (await store.dispatch(gamesApi.endpoints.getGameList.initiate({ vassalage: 'PG', pageNum: 1, pageSize: 2, language: 'EN' })))
        .data as Page
    ).content as [GameItem, GameItem];
    h.expectError(
      await store.dispatch(
        gamesApi.endpoints.launchTrialGame.initiate({ telGameId: first.telGameId ?? '', telNodeId: second.telNodeId ?? '' }),
      ),
      'error.functionNotEnabled',
    );
  });

  it('refuses a free trial as "function not enabled" while the merchant has free play off (spec §6)', async () => {
    const game = (
      (await store.dispatch(gamesApi.endpoints.getGameList.initiate({ vassalage: 'PG', pageNum: 1, pageSize: 1, language: 'EN' })))
        .data as Page
    ).content[0] as GameItem;
    await h.admin('/__sandbox/modules', { method: 'PUT', body: JSON.stringify({ [WHITE_LABEL_MODULES.freePlay]: false }) });
    h.expectError(
      await store.dispatch(
        gamesApi.endpoints.launchTrialGame.initiate({ telGameId: game.telGameId ?? '', telNodeId: game.telNodeId ?? '' }),
      ),
      'error.functionNotEnabled',
    );
  });

  it('has a contract test for every games call', () => {
    expect(h.uncovered('games')).toEqual([]);
  });
});
