import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { afterFirstScreen } from '@wl/ui-kit';
import { GameGrid } from './game-grid';
import { gridTestGames, restorePageScrollAfterEach } from '../../testing/grid-test-games';

// A file of its own: the first screen goes up once per module, and this test watches it go up.
/** The virtualiser's chunk arrives only when released; `requested` once the grid has asked for it. */
const chunk = vi.hoisted(() => {
  let release = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release, requested: false };
});
vi.mock('./grid-virtualiser', async (importOriginal) => {
  chunk.requested = true;
  await chunk.arrived;
  return importOriginal();
});

restorePageScrollAfterEach();

const games = gridTestGames(1000);

describe('the virtualiser taking over from the first screen’s rows', () => {
  it('keeps the tiles on screen as they are, wherever the grid sits on the page, so a tile the keyboard is on keeps its focus', async () => {
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

    // The grid starts 2,000 px down the page, scrolled to: its first rows are on screen (jsdom puts
    // every element's top at the window's, so the page's offset is all in scrollY).
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 });

    await new Promise<void>((resolve) => afterFirstScreen(resolve));
    // React has rendered what the first screen's end asked for once the grid asks for the chunk.
    await waitFor(() => expect(chunk.requested).toBe(true));
    expect(screen.getByRole('button', { name: 'Game 0' })).toBe(firstTile);

    chunk.release();
    // The virtualiser places the rows; the first screen's rows stood in the grid's flow.
    await waitFor(() => expect(document.querySelector('[role="list"] > [data-index]')?.getAttribute('style')).toContain('translateY'));
    expect(screen.getByRole('button', { name: 'Game 0' })).toBe(firstTile);
    expect(firstTile).toHaveFocus();
  });
});
