import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { ERROR_MESSAGE_KEYS, type GameItem } from '@wl/api-client';
import { createSandboxApp, sandboxHandlers } from '@wl/sandbox-api';
import { GuardedActionContext } from '@wl/session';
import { ModalProvider } from '@wl/ui-kit';
import { HotGames, PopularLottery, RecentGames, VendorLanes } from './home/home-game-sections';
import { GameFrame } from './launch/game-frame';
import EGamePage from './pages/egame-page';
import { GameTile } from './tiles/game-tile';

/**
 * The games domain against the sandbox: home sections, the lobby's virtualised grid, a tile and the
 * launch states. The guard lets every action through (the auth library's real guard is the site's).
 */
function Games({ children }: { children: ReactNode }) {
  return (
    <ModalProvider registry={{}}>
      <GuardedActionContext.Provider value={(action) => action()}>{children}</GuardedActionContext.Provider>
    </ModalProvider>
  );
}

const meta = {
  title: 'games/Games',
  component: Games,
  args: { children: null },
} satisfies Meta<typeof Games>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every games call fails with HTTP 500: each section shows the catalogued message and a retry. */
const failingGames = {
  msw: sandboxHandlers(
    createSandboxApp({
      faults: {
        failureRates: Object.fromEntries(
          ['GCSGAME_newGameVendor', 'GCSGAME_hotGamesV2', 'GCSGAME_gameList', 'GCS_recentGame'].map((call) => [`/wps/relay/${call}`, 1]),
        ),
      },
    }),
  ),
};

export const HomeHotGames: Story = { args: { children: <HotGames /> } };
export const HomeVendorLanes: Story = { args: { children: <VendorLanes /> } };
export const HomePopularLottery: Story = { args: { children: <PopularLottery /> } };
/** Recently played shows for a logged-in member only; a guest sees nothing. */
export const HomeRecentGamesAsGuest: Story = { args: { children: <RecentGames /> } };
export const HomeSectionsFailing: Story = {
  args: {
    children: (
      <>
        <HotGames />
        <VendorLanes />
      </>
    ),
  },
  parameters: failingGames,
};

/** The slot lobby: vendor chips, selection types, game types, search and the virtualised grid. */
export const Lobby: Story = { args: { children: <EGamePage /> } };
/** The lobby's bench vendor with 10,000 games: the DOM keeps only the rows in view. */
export const LobbyTenThousandGames: Story = {
  args: { children: <EGamePage /> },
  parameters: { msw: sandboxHandlers(createSandboxApp({ benchVendorGames: 10_000 })) },
};
export const LobbyFailing: Story = { args: { children: <EGamePage /> }, parameters: failingGames };

const game: GameItem = {
  gameId: 'PG-0001',
  nodeId: '100001',
  vassalage: 'PG',
  gameType: 'SLOT',
  gameName: 'Golden Dragon Megaways',
  iconUrl: '/__sandbox/art/game/PG-0001.svg',
  isHot: true,
  isNew: false,
};
export const Tile: Story = {
  args: {
    children: (
      <div style={{ width: 180 }}>
        <GameTile
          game={game}
          iconSrc={game.iconUrl}
          onLaunch={() => undefined}
          favourite={{ on: true, toggle: () => undefined }}
          freePlayTo="/game"
        />
      </div>
    ),
  },
};
/** An image that fails shows the default game icon (spec §8), tried once. */
export const TileImageFailed: Story = {
  args: {
    children: (
      <div style={{ width: 180 }}>
        <GameTile game={game} iconSrc="/__sandbox/icons/missing/PG-0001.svg" onLaunch={() => undefined} />
      </div>
    ),
  },
};

const frame = (outcome: Parameters<typeof GameFrame>[0]['outcome']) => (
  <div style={{ height: 480, display: 'grid' }}>
    <GameFrame
      title="Golden Dragon Megaways"
      outcome={outcome}
      attempt={0}
      onReload={() => undefined}
      onBack={() => undefined}
      onLogIn={() => undefined}
    />
  </div>
);
export const LaunchLaunching: Story = { args: { children: frame({ state: 'launching' }) } };
export const LaunchReady: Story = { args: { children: frame({ state: 'ready', url: '/__sandbox/play/PG/PG-0001?lang=EN' }) } };
const launchError = { kind: 'network', messageKey: ERROR_MESSAGE_KEYS.network } as const;
export const LaunchFailed: Story = { args: { children: frame({ state: 'failed', error: launchError }) } };
/** Try again pressed: the failure stays shown until the retry answers, Try again and Reload busy (they keep the focus). */
export const LaunchFailedRetrying: Story = { args: { children: frame({ state: 'failed', error: launchError, retrying: true }) } };
export const LaunchNeedsLogin: Story = { args: { children: frame({ state: 'needsLogin' }) } };
export const LaunchNeedsRealAccount: Story = { args: { children: frame({ state: 'needsRealAccount' }) } };
