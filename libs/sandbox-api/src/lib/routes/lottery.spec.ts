import { beforeEach, describe, expect, it } from 'vitest';
import { lotteryApi, lotteryLaunchParams } from '@wl/api-client';
import { contractHarness } from '../../contract/harness';

const h = contractHarness();
beforeEach(async () => {
  await h.reset();
  await h.loginAs('demo_member');
});

/** A launch sent as is, past the client's own rules. */
async function rawLaunch(params: Record<string, string>) {
  const query = new URLSearchParams({ ...params, language: 'EN' });
  return h.app.request(`/wps/game/launchGame?${query}`, { headers: { authorization: h.session.token ?? '' } });
}

describe('the sandbox lottery launch (spec §7 lottery lobby)', () => {
  it('refuses a Vietnamese game launched outside area VN, and another game inside it, as the vendor would', async () => {
    const launch = (lottoArea: 'VN' | 'SEA', lottoGameCode: string) =>
      h.store.dispatch(
        lotteryApi.endpoints.launchLotteryLobby.initiate({ lottoArea, lottoPrizeMode: 'Lott', lottoGameCode, backUrl: '/' }),
      );
    h.expectError(await launch('SEA', 'VNDNG'), 'error.unknown', 'invalid.parameter');
    h.expectError(await launch('VN', 'CQSSC'), 'error.unknown', 'invalid.parameter');
    expect((await launch('VN', 'VNDNG')).error).toBeUndefined();
    expect((await launch('SEA', 'CQSSC')).error).toBeUndefined();
  });

  it('opens the betting view only for a game, and the lobby view only without one', async () => {
    const betting = lotteryLaunchParams({ lottoArea: 'SEA', lottoPrizeMode: 'Lott', lottoGameCode: 'CQSSC', backUrl: '/' });
    const { lottoGameCode: _code, ...withoutGame } = betting;
    expect((await rawLaunch(withoutGame)).status).toBe(400);
    expect((await rawLaunch({ ...betting, lottoView: 'lobby' })).status).toBe(400);
    expect((await rawLaunch(betting)).status).toBe(200);
  });
});
