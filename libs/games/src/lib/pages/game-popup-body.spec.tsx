import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALLS } from '@wl/api-client';
import { createLanguageStore, LanguageProvider, WithFullCatalog } from '@wl/i18n';
import { createTestStore, logInToSandbox, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import GamePopupBody from './game-popup-body';

const sandbox = serveSandbox();
beforeEach(() => logInToSandbox('demo_member'));

type PopupProps = Parameters<typeof GamePopupBody>[0]['props'];

const popup = (props: PopupProps) => renderWithProviders(<GamePopupBody props={props} close={() => undefined} />);

const ONE_ROOM = { roomId: 'KM-0001-R1', roomName: 'Room 1', minBet: 10, maxBet: 5000, online: 1234 };

/** The popup in a site whose language the player switches to VI; returns the switch. */
function popupInSwitchableLanguage(props: PopupProps) {
  const languages = createLanguageStore({
    defaultLanguage: 'EN',
    supportedLanguages: ['EN', 'VI'],
    storage: { getItem: () => null, setItem: () => undefined },
  });
  renderWithProviders(<GamePopupBody props={props} close={() => undefined} />, {
    // The site's API config reads the same language store as the page.
    store: createTestStore({ getLanguage: languages.getLanguage }),
    wrapper: (children) => (
      <LanguageProvider store={languages}>
        <WithFullCatalog>{children}</WithFullCatalog>
      </LanguageProvider>
    ),
  });
  return () => act(() => languages.setLanguage('VI'));
}

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
    sandbox.server.use(http.get('*/wps/relay/GLS2_roomList', () => HttpResponse.json({ success: true, value: [ONE_ROOM] })));
    popup({ vassalage: 'KM', vendorName: 'King Maker', rooms: { gameId: 'KM-0001', nodeId: '1' } });
    const rooms = await screen.findByRole('list', { name: 'King Maker' });
    expect(await within(rooms).findByText(/1,234 online/)).toBeInTheDocument();
  });

  it("a room's bet limits are in the wallet's currency and its decimals (₫: none)", async () => {
    sandbox.server.use(
      http.get('*/wps/relay/GLS2_roomList', () => HttpResponse.json({ success: true, value: [ONE_ROOM] })),
      http.get(`*${CALLS.wallet.balance.path}`, () =>
        HttpResponse.json({
          success: true,
          value: { sumBalance: 1000, currencySymbol: '₫', balance: [{ accountTypeId: 0, availBalance: 1000 }] },
        }),
      ),
    );
    popup({ vassalage: 'KM', vendorName: 'King Maker', rooms: { gameId: 'KM-0001', nodeId: '1' } });
    const rooms = await screen.findByRole('list', { name: 'King Maker' });
    expect(await within(rooms).findByText(/^Bets ₫10–₫5,000 · /)).toBeInTheDocument();
  });
});

describe('the game popup: names from the server read in their own direction (<bdi>)', () => {
  it("a room's name is isolated from the text around it", async () => {
    sandbox.server.use(http.get('*/wps/relay/GLS2_roomList', () => HttpResponse.json({ success: true, value: [ONE_ROOM] })));
    popup({ vassalage: 'KM', vendorName: 'King Maker', rooms: { gameId: 'KM-0001', nodeId: '1' } });
    const rooms = await screen.findByRole('list', { name: 'King Maker' });
    expect((await within(rooms).findByText(ONE_ROOM.roomName)).tagName).toBe('BDI');
  });
});

describe("the game popup's Try again keeps the player's place (WCAG 2.4.3)", () => {
  it("a PVP game's rooms that failed stay failed while Try again asks again, the button busy and focused", async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(
      http.get(
        '*/wps/relay/GLS2_roomList',
        () => HttpResponse.json({ success: false, value: null, errorCode: 'system.error' }, { status: 500 }),
        {
          once: true,
        },
      ),
      // Held, then left to the sandbox's own handler.
      http.get('*/wps/relay/GLS2_roomList', () => held, { once: true }),
    );
    popup({ vassalage: 'KM', vendorName: 'King Maker', rooms: { gameId: 'KM-0001', nodeId: '1' } });
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(tryAgain);
    expect(tryAgain).toBeInTheDocument();
    // RTK Query tells its subscribers of a call going out a frame later (its auto-batching).
    await waitFor(() => expect(tryAgain).toHaveAttribute('aria-busy', 'true'));
    expect(tryAgain).toHaveFocus();
    answer();
    expect(await screen.findByRole('list', { name: 'King Maker' })).toBeInTheDocument();
  });
});

describe('the game popup on a language switch (spec §4: game data is reloaded on language change)', () => {
  it("a PVP game's rooms are asked for again in the new language", async () => {
    const asked = sandbox.record(/\/GLS2_roomList\?/, (request) => request.headers.get('Language'));
    const switchToVietnamese = popupInSwitchableLanguage({
      vassalage: 'KM',
      vendorName: 'King Maker',
      rooms: { gameId: 'KM-0001', nodeId: '1' },
    });
    await screen.findByRole('list', { name: 'King Maker' });
    switchToVietnamese();
    await waitFor(() => expect(asked).toEqual(['EN', 'VI']));
  });

  it("a vendor's games are asked for again in the new language", async () => {
    const asked = sandbox.record(/\/GCSGAME_gameList\?/, (request) => request.headers.get('Language'));
    const switchToVietnamese = popupInSwitchableLanguage({ vassalage: 'EVO', vendorName: 'Evolution' });
    await screen.findByRole('list', { name: 'Games of Evolution' });
    switchToVietnamese();
    await waitFor(() => expect(asked).toEqual(['EN', 'VI']));
  });
});
