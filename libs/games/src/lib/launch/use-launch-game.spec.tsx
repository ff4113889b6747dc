import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GuardedActionContext } from '@wl/session';
import { gamesApi } from '@wl/api-client';
import { createTestStore, logInToSandbox, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider, type ModalBodyProps } from '@wl/ui-kit';
import type { Launchable } from './launch-rules';
import { GAME_POPUP_MODAL, useLaunchGame, type GamePopupProps } from './use-launch-game';

serveSandbox();
beforeEach(() => logInToSandbox('demo_member'));

/** The popup as the launch opens it: what it was given. */
const popupRegistry = {
  [GAME_POPUP_MODAL]: {
    title: 'Game popup',
    render: ({ props }: ModalBodyProps<GamePopupProps>) => <output aria-label="popup">{JSON.stringify(props)}</output>,
  },
};

function Launcher({ game }: { game: Launchable }) {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => launch(game)}>
      Launch
    </button>
  );
}

/** With the vendor lanes already in, as they are once the navigation has drawn. */
async function launchOf(game: Launchable) {
  const store = createTestStore();
  await store.dispatch(gamesApi.endpoints.getVendorLanes.initiate({ language: 'EN' }));
  renderWithProviders(
    <GuardedActionContext.Provider value={(action) => action()}>
      <ModalProvider registry={popupRegistry}>
        <Launcher game={game} />
      </ModalProvider>
    </GuardedActionContext.Provider>,
    { store },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Launch' }));
}

describe('launching a game that opens the popup (spec §4)', () => {
  it("a vendor's lobby entry opens its games, named by the vendor's name from the lanes", async () => {
    await launchOf({ vassalage: 'EVO', gameId: 'EVO-0001', nodeId: '1', isGame: 'VASSALAGE', gameName: 'Evolution Lobby' });
    expect(JSON.parse((await screen.findByRole('status', { name: 'popup' })).textContent ?? '')).toEqual({
      vassalage: 'EVO',
      vendorName: 'Evolution',
    });
  });

  it("a PVP game opens its rooms, named by the vendor's name", async () => {
    await launchOf({ vassalage: 'KM', gameId: 'KM-0002', nodeId: '2', gameName: 'Poker' });
    expect(JSON.parse((await screen.findByRole('status', { name: 'popup' })).textContent ?? '')).toEqual({
      vassalage: 'KM',
      vendorName: 'King Maker',
      rooms: { gameId: 'KM-0002', nodeId: '2' },
    });
  });
});
