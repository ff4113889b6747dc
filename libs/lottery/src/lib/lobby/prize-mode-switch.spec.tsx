import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '@wl/api-client';
import { GuardedActionContext } from '@wl/session';
import { createTestStore, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import ElottPage from '../pages/elott-page';
import LotteryPage from '../pages/lottery-page';
import { LotteryLobby, type LobbyKind } from './lottery-lobby';
import { renderLottery } from '../../testing/render-lottery';

const sandbox = serveSandbox();
/** The test's lottery launches, in their order. */
let launches: URL[] = [];
beforeEach(() => {
  sandbox.use({});
  launches = sandbox.record(/\/wps\/game\/launchGame(?:\?|$)/, (request) => new URL(request.url));
});
afterEach(() => sessionStorage.clear());

/** A store that starts with demo_member's session, as the site's does after a login. */
async function asMember() {
  const { token } = await createTestStore()
    .dispatch(authApi.endpoints.login.initiate({ type: 'username', username: 'demo_member', password: 'Member#2024' }))
    .unwrap();
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('isAgent', '0');
  return createTestStore();
}

const pressedMode = async () => within(await screen.findByRole('group', { name: 'Prize mode' })).getByRole('button', { pressed: true });

/** The site's lottery routes, the test starting at `start` (a link from elsewhere, with the prize mode it carries). */
function lotteryRoutes(start: { to: string; prizeMode?: string }) {
  return renderLottery(
    <GuardedActionContext.Provider value={() => undefined}>
      <Routes>
        <Route path="/" element={<Navigate to={start.to} state={start.prizeMode ? { prizeMode: start.prizeMode } : null} />} />
        <Route path="/lottery" element={<LotteryPage />} />
        <Route path="/vnlottery" element={<LotteryPage />} />
        <Route path="/seaLottery" element={<LotteryPage />} />
        <Route path="/elott" element={<ElottPage />} />
      </Routes>
    </GuardedActionContext.Provider>,
  );
}

describe('the prize mode a lottery lobby opens in', () => {
  it.each([
    ['/elott', 'E-lottery'],
    ['/seaLottery', 'Southeast Asia'],
    ['/vnlottery', 'Southeast Asia'],
  ])('%s opens in its own prize mode when the brand offers it (%s), not the brand’s first', async (to, mode) => {
    lotteryRoutes({ to });
    expect(await pressedMode()).toHaveAccessibleName(mode);
  });

  it('the e-lottery lobby launches in Elott, its own prize mode', async () => {
    renderLottery(
      <GuardedActionContext.Provider value={(action) => action()}>
        <LotteryLobby kind="elott" />
      </GuardedActionContext.Provider>,
      { store: await asMember() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open the lottery lobby' }));
    await waitFor(() => expect(launches).toHaveLength(1));
    expect(launches[0]?.searchParams.get('lottoPrizeMode')).toBe('Elott');
  });

  it.each<[LobbyKind, string]>([
    ['elott', 'ZY'],
    ['sea', 'ZY'],
  ])('a lobby whose own mode the brand does not offer opens in the brand’s first (%s: %s)', async (kind, mode) => {
    renderLottery(
      <GuardedActionContext.Provider value={() => undefined}>
        <LotteryLobby kind={kind} />
      </GuardedActionContext.Provider>,
      { brand: { ...testBrand, prizeModes: ['ZY', 'Lott'] } },
    );
    expect(await pressedMode()).toHaveAccessibleName(mode);
  });

  it('a mode the player picked elsewhere, brought by the link, stays: /elott opens in it', async () => {
    lotteryRoutes({ to: '/elott', prizeMode: 'Lott' });
    expect(await pressedMode()).toHaveAccessibleName('Lottery');
  });

  it('a game of another lobby opens its lobby in that lobby’s own mode when the player picked none here', async () => {
    lotteryRoutes({ to: '/elott' });
    expect(await pressedMode()).toHaveAccessibleName('E-lottery');
    const popular = await screen.findByRole('region', { name: 'Popular lotteries' });
    await userEvent.click(await within(popular).findByRole('link', { name: 'Magnum 4D' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Southeast Asia lottery' })).toBeInTheDocument();
    expect(await pressedMode()).toHaveAccessibleName('Southeast Asia');
  });
});
