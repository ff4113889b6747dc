import { act, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { gamePagePath } from '@wl/api-client';
import { renderWithProviders, styleDeclarationsFor, testTheme } from '@wl/testing';
import { GameTile, GameTileSkeleton } from './game-tile';
import { gridTestGames } from '../../testing/grid-test-games';
import { GameBack } from '../../testing/game-back';

const [GAME] = gridTestGames(1);
const FREE_PLAY = gamePagePath({ telGameId: 'T-0', telNodeId: '0', vassalage: GAME.vassalage });

/** Where the page is, as the router has it. */
function Location() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

it("a free play link is named for its game, as the tile's other controls are, beginning with the words it shows", async () => {
  renderWithProviders(<GameTile game={GAME} iconSrc={undefined} onLaunch={() => undefined} freePlayTo={FREE_PLAY} />);
  const freePlay = await screen.findByRole('link', { name: `Free play: ${GAME.gameName}` });
  expect(freePlay).toHaveTextContent(/^Free play$/);
});

it('a free play link is a touch target (theme.size.touch), and a loading tile keeps the same height for it', async () => {
  const { container } = renderWithProviders(
    <>
      <GameTile game={GAME} iconSrc={undefined} onLaunch={() => undefined} freePlayTo={FREE_PLAY} />
      <GameTileSkeleton freePlay />
    </>,
  );
  const freePlay = await screen.findByRole('link', { name: `Free play: ${GAME.gameName}` });
  expect(styleDeclarationsFor(freePlay)).toContain(`min-block-size:${testTheme.size.touch}`);
  const space = container.querySelector('[data-skeleton] > :last-child') as HTMLElement;
  expect(styleDeclarationsFor(space)).toContain(`min-block-size:${testTheme.size.touch}`);
});

describe('a game marked hot or new (spec §3 isHot, isNew)', () => {
  const marked = { ...GAME, isHot: true, isNew: true };

  it('shows its marks on its art, and says them with its name', async () => {
    renderWithProviders(<GameTile game={marked} iconSrc={undefined} onLaunch={() => undefined} />);
    const play = await screen.findByRole('button', { name: `Play ${GAME.gameName} (Hot, New)` });
    expect(play).toHaveTextContent('Hot');
    expect(play).toHaveTextContent('New');
  });

  it('a list of hot games does not mark each of them hot', async () => {
    renderWithProviders(<GameTile game={marked} iconSrc={undefined} onLaunch={() => undefined} listMark="hot" />);
    const play = await screen.findByRole('button', { name: `Play ${GAME.gameName} (New)` });
    expect(play).not.toHaveTextContent('Hot');
  });

  it('an unmarked game is named by its name alone', async () => {
    renderWithProviders(<GameTile game={GAME} iconSrc={undefined} onLaunch={() => undefined} />);
    expect(await screen.findByRole('button', { name: `Play ${GAME.gameName}` })).toBeInTheDocument();
  });
});

describe("a double tap on a tile's free play opens it once (as a launch does)", () => {
  it('goes to /game once: Back from the game returns to the lobby', async () => {
    let arrive: () => void = () => undefined;
    const GamePage = lazy(() => new Promise<{ default: typeof GameBack }>((resolve) => (arrive = () => resolve({ default: GameBack }))));
    renderWithProviders(
      <>
        <Suspense>
          <Routes>
            <Route path="/" element={<GameTile game={GAME} iconSrc={undefined} onLaunch={() => undefined} freePlayTo={FREE_PLAY} />} />
            <Route path="/game" element={<GamePage />} />
          </Routes>
        </Suspense>
        <Location />
      </>,
    );
    await userEvent.dblClick(await screen.findByRole('link', { name: `Free play: ${GAME.gameName}` }));
    await act(async () => arrive());
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: `Free play: ${GAME.gameName}` })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });

  it('opens again once the player has come back from the game', async () => {
    renderWithProviders(
      <>
        <Routes>
          <Route path="/" element={<GameTile game={GAME} iconSrc={undefined} onLaunch={() => undefined} freePlayTo={FREE_PLAY} />} />
          <Route path="/game" element={<GameBack />} />
        </Routes>
        <Location />
      </>,
    );
    await userEvent.click(await screen.findByRole('link', { name: `Free play: ${GAME.gameName}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('link', { name: `Free play: ${GAME.gameName}` }));
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/game$/);
  });
});
