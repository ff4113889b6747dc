import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { afterFirstScreen } from '@wl/ui-kit';
import { GameGrid } from './game-grid';
import { gridTestGames } from './grid-test-games';

// A file of its own: the first screen goes up once per module, and this test watches it go up.
/** The virtualiser's chunk arrives only when released. */
const chunk = vi.hoisted(() => {
  let release = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock('./grid-virtualiser', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const games = gridTestGames(1000);

describe('the virtualiser taking over from the first screen’s rows', () => {
  it('keeps the tiles on screen as they are, so a tile the keyboard is on keeps its focus', async () => {
    renderWithProviders(
      <GameGrid
        label="Games"
        count={games.length}
        gameAt={(i) => games[i]}
        renderTile={(game) => <button type="button">{game.gameName}</button>}
      />,
    );
    const firstTile = await screen.findByRole('button', { name: 'Game 0' });
    firstTile.focus();

    await new Promise<void>((resolve) => afterFirstScreen(resolve));
    // Time for React to render what the first screen's end asked for, while the chunk is on its way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Game 0' })).toBe(firstTile);

    chunk.release();
    // The virtualiser places the rows; the first screen's rows stood in the grid's flow.
    await waitFor(() => expect(document.querySelector('[role="list"] > [data-index]')?.getAttribute('style')).toContain('translateY'));
    expect(screen.getByRole('button', { name: 'Game 0' })).toBe(firstTile);
    expect(firstTile).toHaveFocus();
  });
});
