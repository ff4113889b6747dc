import { describe, expect, it } from 'vitest';
import { freePlayPath, launchTarget } from './launch-rules';

describe('game launch targets (spec §4)', () => {
  it('sends TCG_SEA to /seaLottery and TCG_LOTTO_VN to /vnlottery with the game code', () => {
    expect(launchTarget({ vassalage: 'TCGSEA', accountTypeName: 'TCG_SEA', gameType: 'LOTT', code: 'SEA5' })).toEqual({
      kind: 'route',
      to: '/seaLottery?gameCode=SEA5',
    });
    expect(launchTarget({ vassalage: 'TCGVN', accountTypeName: 'TCG_LOTTO_VN', gameType: 'LOTT', code: 'VNMB' })).toEqual({
      kind: 'route',
      to: '/vnlottery?gameCode=VNMB',
    });
  });

  it('sends LOTT and ELOTT games to the lottery route (spec §4), as the lottery routes’ contract says', () => {
    expect(launchTarget({ vassalage: 'TCG', gameType: 'LOTT', code: 'CQSSC' })).toEqual({ kind: 'route', to: '/lottery?gameCode=CQSSC' });
    expect(launchTarget({ vassalage: 'TCGE', accountTypeName: 'ELOTT', gameType: 'ELOTT', code: 'E1' })).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=E1',
    });
  });

  it('a lottery opens its lobby with its play type preselected and in the prize mode it was listed in', () => {
    const game = { vassalage: 'LOTT', accountTypeName: 'LOTT', gameType: 'LOTT', code: 'CQSSC', defaultPlayType: '5D_DIRECT' };
    expect(launchTarget({ ...game, prizeMode: 'Elott' })).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=CQSSC&playType=5D_DIRECT',
      state: { prizeMode: 'Elott' },
    });
  });

  it('a lottery entry without a code (a vendor’s) opens its lobby with nothing preselected', () => {
    expect(launchTarget({ vassalage: 'TCGSEA', accountTypeName: 'TCG_SEA', gameType: 'LOTT' })).toEqual({
      kind: 'route',
      to: '/seaLottery',
    });
  });

  it('opens the vendor list for a VASSALAGE entry and the room list for PVP', () => {
    expect(launchTarget({ vassalage: 'EVO', gameId: 'EVO-0001', isGame: 'VASSALAGE' }, 'LIVE')).toEqual({
      kind: 'vendorList',
      vassalage: 'EVO',
    });
    expect(launchTarget({ vassalage: 'KM', gameId: 'KM-0002', nodeId: '7' }, 'PVP')).toEqual({
      kind: 'rooms',
      vassalage: 'KM',
      gameId: 'KM-0002',
      nodeId: '7',
    });
  });

  it('opens anything else on /game, which launches what its query names and shows the name the site gives it (router state)', () => {
    const target = launchTarget({ vassalage: 'PG', gameId: 'PG-0001', nodeId: '100001', gameName: 'Lucky Koi', gameType: 'SLOT' }, 'RNG');
    expect(target).toEqual({
      kind: 'game',
      to: '/game?gameId=PG-0001&nodeId=100001&vassalage=PG',
      state: { gameName: 'Lucky Koi' },
    });
  });

  it('offers free play only for a game with trial ids', () => {
    expect(freePlayPath({ vassalage: 'PG', telGameId: 'TPG-1', telNodeId: 'T1' })).toBe('/game?vassalage=PG&telGameId=TPG-1&telNodeId=T1');
    expect(freePlayPath({ vassalage: 'JDB', gameId: 'JDB-1' })).toBeUndefined();
  });
});
