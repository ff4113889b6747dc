import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { CALLS, gamesApi, type GameItem } from '@wl/api-client';
import { createLanguageStore, LanguageProvider, WithFullCatalog } from '@wl/i18n';
import { createTestStore, logInToSandbox, renderWithProviders, testTheme } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import type { GamePageState } from '../launch/launch-rules';
import { tileColumnsTemplate } from '../tiles/grid-layout';
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

  it("a vendor's games and their placeholders take the lobby grid’s columns: two across a phone", async () => {
    popup({ vassalage: 'EVO', vendorName: 'Evolution' });
    const columns = tileColumnsTemplate(testTheme);
    expect(getComputedStyle(screen.getByRole('generic', { busy: true })).gridTemplateColumns).toBe(columns);
    expect(getComputedStyle(await screen.findByRole('list', { name: 'Games of Evolution' })).gridTemplateColumns).toBe(columns);
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

/** Where the page is, as the router has it. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** The name `/game` is opened with by the site (router state), which it shows; a name in its address it does not. */
function GamePageName() {
  const state = useLocation().state as GamePageState | null;
  return <output aria-label="game page's name">{state?.gameName}</output>;
}

/** The popup of `vassalage`, whose game list is the games given; returns whether the popup was closed. */
async function popupListing(vassalage: string, vendorName: string, game: Partial<GameItem>, ...others: Partial<GameItem>[]) {
  const listed: GameItem = {
    gameId: 'G1',
    nodeId: '11',
    vassalage,
    gameType: 'CARD',
    gameName: 'Tongits 1',
    iconUrl: '',
    isHot: false,
    isNew: false,
    ...game,
  };
  sandbox.server.use(
    http.get(`*${CALLS.games.gameList.path}`, () =>
      HttpResponse.json({
        success: true,
        value: {
          content: [listed, ...others.map((other) => ({ ...listed, ...other }))],
          pageNum: 1,
          pageSize: 60,
          totalPages: 1,
          totalElements: 1 + others.length,
        },
      }),
    ),
  );
  let closed = false;
  // As on the site, whose navigation has asked for the vendor lanes, which give each vendor's category, by then.
  const store = createTestStore();
  await store.dispatch(gamesApi.endpoints.getVendorLanes.initiate({ language: 'EN' }));
  renderWithProviders(
    <>
      <GamePopupBody props={{ vassalage, vendorName }} close={() => (closed = true)} />
      <Location />
      <GamePageName />
    </>,
    { store },
  );
  return { closed: () => closed };
}

describe("the game popup launches a vendor's game as a tile does (spec §4)", () => {
  it("a PVP vendor's game shows its rooms in the popup, which take the focus from the tile pressed", async () => {
    const asked = sandbox.record(/\/GLS2_roomList\?/, (request) => new URL(request.url).searchParams.get('gameId'));
    const popupState = await popupListing('KM', 'King Maker', { gameId: 'KM-0001', nodeId: '1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Tongits 1' }));
    expect(screen.getByRole('group', { name: 'Tongits 1' })).toHaveFocus();
    expect(within(await screen.findByRole('list', { name: 'King Maker' })).getAllByRole('link').length).toBeGreaterThan(0);
    expect(asked).toEqual(['KM-0001']);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
    expect(popupState.closed()).toBe(false);
  });

  it("Back from a PVP game's rooms returns to the vendor's games, the focus on the tile that was pressed", async () => {
    const popupState = await popupListing(
      'KM',
      'King Maker',
      { gameId: 'KM-0001', nodeId: '1' },
      { gameId: 'KM-0002', nodeId: '2', gameName: 'Tongits 2' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Play Tongits 2' }));
    const rooms = screen.getByRole('group', { name: 'Tongits 2' });
    await userEvent.click(within(rooms).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('group', { name: 'Tongits 2' })).not.toBeInTheDocument();
    const games = screen.getByRole('list', { name: 'Games of King Maker' });
    expect(within(games).getByRole('button', { name: 'Play Tongits 2' })).toHaveFocus();
    expect(popupState.closed()).toBe(false);
  });

  it("a lottery vendor's game opens its lottery route, not /game", async () => {
    const popupState = await popupListing('TCG', 'TCG Lottery', { gameType: 'LOTT', gameName: 'Lucky 5' });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Lucky 5' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/lottery/);
    expect(popupState.closed()).toBe(true);
  });

  it('any other game goes to /game and closes the popup', async () => {
    const popupState = await popupListing('EVO', 'Evolution', { gameType: 'LIVE', gameName: 'Baccarat A' });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Baccarat A' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/game\?/);
    expect(popupState.closed()).toBe(true);
  });

  it('a PVP room opens /game with its name from the site (router state), not only in the address', async () => {
    sandbox.server.use(http.get('*/wps/relay/GLS2_roomList', () => HttpResponse.json({ success: true, value: [ONE_ROOM] })));
    await popupListing('KM', 'King Maker', { gameId: 'KM-0001', nodeId: '1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Tongits 1' }));
    await userEvent.click(await screen.findByRole('link', { name: /^Room 1/ }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/game\?/);
    expect(screen.getByRole('status', { name: "game page's name" })).toHaveTextContent(/^Room 1$/);
  });

  it("a vendor's game opens /game with its name from the site (router state), not only in the address", async () => {
    await popupListing('EVO', 'Evolution', { gameType: 'LIVE', gameName: 'Baccarat A' });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Baccarat A' }));
    expect(screen.getByRole('status', { name: "game page's name" })).toHaveTextContent(/^Baccarat A$/);
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
