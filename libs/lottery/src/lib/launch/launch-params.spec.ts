import { describe, expect, it } from 'vitest';
import { lotteryLaunchParams, type LotteryGame } from '@wl/api-client';
import { PRIZE_MODES } from '@wl/brand';
import { areaFor } from './use-lottery-launch';

const BACK = 'https://brand.example/vnlottery?gameCode=VNDNG';

describe('lottery launch parameters (spec §7 lottery lobby)', () => {
  for (const mode of PRIZE_MODES) {
    it(`a game opens its betting view in prize mode ${mode}`, () => {
      expect(lotteryLaunchParams({ lottoArea: 'VN', lottoPrizeMode: mode, lottoGameCode: 'VNDNG', backUrl: BACK })).toEqual({
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: mode,
        lottoGameCode: 'VNDNG',
        lottoView: 'betting',
        device: 'WEB',
        backUrl: BACK,
      });
    });

    it(`the lobby opens the lobby view, without a game code, in prize mode ${mode}`, () => {
      expect(lotteryLaunchParams({ lottoArea: 'SEA', lottoPrizeMode: mode, backUrl: BACK })).toEqual({
        lottoArea: 'SEA',
        launchMode: 'LOTT',
        lottoPrizeMode: mode,
        lottoView: 'lobby',
        device: 'WEB',
        backUrl: BACK,
      });
    });
  }

  const game = (accountTypeName: LotteryGame['accountTypeName']): LotteryGame => ({
    code: 'X',
    gameName: 'X',
    gameType: 'LOTT',
    defaultPlayType: '',
    accountTypeName,
    prizeMode: 'Lott',
  });

  it('a Vietnamese game, or the Vietnamese lobby, is area VN; everything else the brand lottery type', () => {
    expect(areaFor(game('TCG_LOTTO_VN'), 'SEA', false)).toBe('VN');
    expect(areaFor(undefined, 'SEA', true)).toBe('VN');
    for (const type of ['LOTT', 'ELOTT', 'TCG_SEA'] as const) expect(areaFor(game(type), 'SEA', true)).toBe('SEA');
    expect(areaFor(undefined, 'SEA', false)).toBe('SEA');
  });
});
