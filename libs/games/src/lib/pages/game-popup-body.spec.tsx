import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logInToSandbox, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import GamePopupBody from './game-popup-body';

const sandbox = serveSandbox();
beforeEach(() => logInToSandbox('demo_member'));

const popup = (props: Parameters<typeof GamePopupBody>[0]['props']) =>
  renderWithProviders(<GamePopupBody props={props} close={() => undefined} />);

describe('the game popup (spec §4)', () => {
  it("lists a vendor's games under the vendor's name, without its own lobby entry", async () => {
    popup({ vassalage: 'EVO', vendorName: 'Evolution' });
    const games = await screen.findByRole('list', { name: 'Games of Evolution' });
    expect((await within(games).findAllByRole('listitem')).length).toBeGreaterThan(0);
    expect(within(games).queryByText('Evolution Lobby')).not.toBeInTheDocument();
  });

  it("lists a PVP game's rooms under the vendor's name", async () => {
    popup({ vassalage: 'KM', vendorName: 'King Maker', rooms: { gameId: 'KM-0001', nodeId: '1' } });
    const rooms = await screen.findByRole('list', { name: 'King Maker' });
    expect(within(rooms).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it("reads a room's player count in the player's number format", async () => {
    sandbox.server.use(
      http.get('*/wps/relay/GLS2_roomList', () =>
        HttpResponse.json({
          success: true,
          value: [{ roomId: 'KM-0001-R1', roomName: 'Room 1', minBet: 10, maxBet: 5000, online: 1234 }],
        }),
      ),
    );
    popup({ vassalage: 'KM', vendorName: 'King Maker', rooms: { gameId: 'KM-0001', nodeId: '1' } });
    const rooms = await screen.findByRole('list', { name: 'King Maker' });
    expect(await within(rooms).findByText(/1,234 online/)).toBeInTheDocument();
  });
});
