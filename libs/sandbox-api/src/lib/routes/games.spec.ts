import { describe, expect, it } from 'vitest';
import { authApi, ERROR_CODES, gamesApi } from '@wl/api-client';
import { contractHarness } from '../../contract/harness';
import { createSandboxApp } from '../app';

interface Game {
  gameName: string;
  iconUrl: string;
  isGame?: string;
}
interface Answer {
  success: boolean;
  value: { content: Game[]; totalElements: number; data: { lanes: Array<{ title: string; gameCount: number }> } };
}
const json = async (response: Response) => (await response.json()) as Answer;

describe('the sandbox games routes (issue 12)', () => {
  it('serves 5,000 slot games between the slot vendors', async () => {
    const app = createSandboxApp();
    const { value } = await json(await app.request('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=EN'));
    expect(value.data.lanes.find((lane) => lane.title === 'RNG')?.gameCount).toBeGreaterThanOrEqual(5000);
  });

  it('switches the bench vendor on with the games asked for, and off again', async () => {
    const app = createSandboxApp();
    const put = (games: unknown) =>
      app.request('/__sandbox/bench-vendor', {
        method: 'PUT',
        body: JSON.stringify({ games }),
        headers: { 'content-type': 'application/json' },
      });
    const list = async () => json(await app.request('/wps/relay/GCSGAME_gameList?vassalage=BENCH&pageNum=50&pageSize=200'));
    expect((await put(10_000)).status).toBe(200);
    const { value } = await list();
    expect(value.totalElements).toBe(10_000);
    expect(value.content).toHaveLength(200);
    expect((await put(0)).status).toBe(200);
    expect((await list()).value.totalElements).toBe(0);
    expect((await put(-1)).status).toBe(400);
    expect((await put(1.5)).status).toBe(400);
  });

  it("draws each game's icon as SVG art with its name and vendor, and 404s an unknown one", async () => {
    const app = createSandboxApp();
    const { value } = await json(await app.request('/wps/relay/GCSGAME_gameList?vassalage=PG&pageNum=1&pageSize=2'));
    const game = value.content[0] as Game;
    const art = await app.request(game.iconUrl);
    expect(art.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await art.text();
    expect(svg).toContain('PG SOFT');
    expect(svg).toContain(game.gameName.split(' ')[0]);
    expect((await app.request('/__sandbox/art/game/PG-9999.svg')).status).toBe(404);
  });

  it('finds games by name whatever the case and accents', async () => {
    const app = createSandboxApp();
    const { value } = await json(
      await app.request(`/wps/relay/GCSGAME_gameList?vassalage=PG&pageNum=1&pageSize=200&gameName=${encodeURIComponent('GÓLDEN')}`),
    );
    expect(value.content.length).toBeGreaterThan(0);
    expect(value.content.every((game) => game.gameName.includes('Golden'))).toBe(true);
  });

  it("names a vendor's game types in the request's Language (the Chinese site reads 老虎机, not Slot), in English for another", async () => {
    const app = createSandboxApp();
    const names = async (language?: string) => {
      const response = await app.request('/wps/relay/GCSGAME_getVassGameType?vassalage=PG', {
        headers: language ? { Language: language } : {},
      });
      const { value } = (await response.json()) as { value: Array<{ gameType: string; gameTypeName: string }> };
      return Object.fromEntries(value.map((type) => [type.gameType, type.gameTypeName]));
    };
    expect(await names('CN')).toEqual({ SLOT: '老虎机', TABLE: '桌面游戏', ARCADE: '街机' });
    expect((await names('TH'))['SLOT']).toBe('สล็อต');
    expect((await names('VI'))['SLOT']).toBe('Nổ hũ');
    expect(await names()).toEqual({ SLOT: 'Slot', TABLE: 'Table', ARCADE: 'Arcade' });
    expect(await names('KO')).toEqual(await names('EN'));
  });

  it('leads each live vendor with a VASSALAGE lobby entry', async () => {
    const app = createSandboxApp();
    const { value } = await json(await app.request('/wps/relay/GCSGAME_gameList?vassalage=EVO&pageNum=1&pageSize=1'));
    expect(value.content[0]).toMatchObject({ gameName: 'Evolution Lobby', isGame: 'VASSALAGE' });
  });

  describe('a game launch (spec §6: a trial account is denied real-account actions)', () => {
    const h = contractHarness();
    const launchFirstPgGame = async (username: string) => {
      const { value } = await json(await h.app.request('/wps/relay/GCSGAME_gameList?vassalage=PG&pageNum=1&pageSize=1'));
      const game = value.content[0] as Game & { gameId: string; nodeId: string; vassalage: string };
      return h.store.dispatch(
        gamesApi.endpoints.launchGame.initiate({ gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage, username }),
      );
    };

    it('is refused to a trial account, which plays through free play only', async () => {
      await h.reset();
      const trial = await h.store
        .dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce: crypto.randomUUID() }))
        .unwrap();
      h.session.token = trial.token;
      h.expectError(await launchFirstPgGame(trial.userName), 'auth.in_need_true_account');
    });

    it("opens a member's game", async () => {
      await h.reset();
      await h.loginAs('demo_member');
      expect((await launchFirstPgGame('demo_member')).error).toBeUndefined();
    });

    it("is refused when the username it names is not the session's account (invalid.parameter)", async () => {
      await h.reset();
      await h.loginAs('demo_member');
      h.expectError(await launchFirstPgGame('demo_vip'), 'error.unknown', ERROR_CODES.invalidParameter);
      const recent = await h.store
        .dispatch(gamesApi.endpoints.getRecentGames.initiate({ language: 'EN' }, { forceRefetch: true }))
        .unwrap();
      expect(recent.map((game) => game.gameId)).not.toContain('PG-0001');
    });
  });

  describe('adding a favourite, checked as a real server checks it', () => {
    const h = contractHarness();

    it("is refused with an invalid parameter (400) when the vendor is not the game's", async () => {
      await h.reset();
      await h.loginAs('demo_member');
      const { value } = await json(await h.app.request('/wps/relay/GCSGAME_gameList?vassalage=PG&pageNum=1&pageSize=1'));
      const game = value.content[0] as Game & { gameId: string; nodeId: string };
      const added = await h.store.dispatch(
        gamesApi.endpoints.addFavourite.initiate({ gameId: game.gameId, nodeId: game.nodeId, vassalage: 'JDB' }),
      );
      expect(h.expectError(added, 'error.unknown', 'invalid.parameter').status).toBe(400);
      const ids = await h.store.dispatch(gamesApi.endpoints.getFavouriteIds.initiate(undefined, { forceRefetch: true }));
      expect(ids.data?.[game.nodeId]).toBeUndefined();
    });
  });
});
