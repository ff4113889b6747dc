import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gamesApi } from './games';
import { apiTestStore } from '../testing/api-store';

const GAME = { gameId: 'PG-1', nodeId: '11', vassalage: 'PG' };

/** The server's favourites; an answer is what they were when its request arrived. */
let favourites: Set<string>;
/** Holds the ids' answer back until released, as a slow network would. */
let releaseIds: () => void;
let idsHeld: Promise<void>;
const calls: string[] = [];

const ok = (value: unknown) => HttpResponse.json({ success: true, value });
const server = setupServer(
  http.get('*/wps/relay/MCSFE_getFavoriteGames', async () => {
    calls.push('ids');
    const answer = Object.fromEntries([...favourites].map((id) => [id, true]));
    await idsHeld;
    return ok(answer);
  }),
  http.post('*/wps/relay/MCSFE_addFavoriteGameV2', async ({ request }) => {
    favourites.add(((await request.json()) as { nodeId: string }).nodeId);
    return ok(null);
  }),
  http.delete('*/wps/relay/MCSFE_removeFavoriteGameV2', async ({ request }) => {
    favourites.delete(((await request.json()) as { nodeId: string }).nodeId);
    return ok(null);
  }),
  http.get('*/wps/relay/GCSGAME_gameList', () => {
    calls.push('FAV list');
    return ok({ content: [], pageNum: 1, pageSize: 20, totalPages: 1, totalElements: favourites.size });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  favourites = new Set();
  calls.length = 0;
  idsHeld = new Promise((resolve) => (releaseIds = resolve));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const store = () => apiTestStore();

const favouriteIds = (s: ReturnType<typeof store>) => gamesApi.endpoints.getFavouriteIds.select()(s.getState()).data;

describe('favourites (spec §4: a heart shows its change at once and keeps it)', () => {
  it('an add shows at once, before the server answers', async () => {
    releaseIds();
    const s = store();
    await s.dispatch(gamesApi.endpoints.getFavouriteIds.initiate());
    const added = s.dispatch(gamesApi.endpoints.addFavourite.initiate(GAME));
    expect(favouriteIds(s)).toEqual({ [GAME.nodeId]: true });
    await added;
    expect(calls.filter((call) => call === 'ids')).toHaveLength(1);
  });

  it('an add made while the ids are on their way is still shown once they arrive without it', async () => {
    const s = store();
    const ids = s.dispatch(gamesApi.endpoints.getFavouriteIds.initiate());
    await expect.poll(() => calls).toContain('ids');
    await s.dispatch(gamesApi.endpoints.addFavourite.initiate(GAME));
    releaseIds();
    await ids;
    await expect.poll(() => favouriteIds(s)).toEqual({ [GAME.nodeId]: true });
    ids.unsubscribe();
  });

  it('a removal made while the ids are on their way is still shown once they arrive with it', async () => {
    favourites.add(GAME.nodeId);
    const s = store();
    const ids = s.dispatch(gamesApi.endpoints.getFavouriteIds.initiate());
    await expect.poll(() => calls).toContain('ids');
    await s.dispatch(gamesApi.endpoints.removeFavourite.initiate({ nodeId: GAME.nodeId }));
    releaseIds();
    await ids;
    await expect.poll(() => calls.filter((call) => call === 'ids')).toHaveLength(2);
    await expect.poll(() => favouriteIds(s)).toEqual({});
    ids.unsubscribe();
  });

  it('the lobby’s FAV list is asked again after a change, so it lists the new favourite', async () => {
    releaseIds();
    const s = store();
    const list = s.dispatch(
      gamesApi.endpoints.getGameList.initiate({ vassalage: 'PG', selectionType: 'FAV', pageNum: 1, pageSize: 20, language: 'EN' }),
    );
    await list;
    await s.dispatch(gamesApi.endpoints.addFavourite.initiate(GAME));
    await expect.poll(() => calls.filter((call) => call === 'FAV list')).toHaveLength(2);
    expect(
      gamesApi.endpoints.getGameList.select({ vassalage: 'PG', selectionType: 'FAV', pageNum: 1, pageSize: 20, language: 'EN' })(
        s.getState(),
      ).data,
    ).toMatchObject({
      totalElements: 1,
    });
    list.unsubscribe();
  });
});
