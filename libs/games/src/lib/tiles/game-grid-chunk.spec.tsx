import { Component, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { ChunkLoadError } from '@wl/ui-kit';
import { GameGrid } from './game-grid';
import { gridTestGames } from '../../testing/grid-test-games';

/** The virtualiser's chunk fails to arrive while set. */
const chunk = vi.hoisted(() => ({ failNext: false }));
vi.mock('./grid-virtualiser', async (importOriginal) => {
  if (chunk.failNext) {
    chunk.failNext = false;
    throw new Error('the chunk did not arrive');
  }
  return importOriginal();
});

/** The page's error boundary, as far as the grid is concerned. */
class Catch extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const games = gridTestGames(1000);
const grid = <GameGrid label="Games" count={games.length} gameAt={(i) => games[i]} renderTile={(game) => <span>{game.gameName}</span>} />;

describe("the game grid's virtualiser chunk", () => {
  it('that failed to arrive reaches the page’s error boundary as a ChunkLoadError (its reload and message), not the import’s own error', async () => {
    chunk.failNext = true;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors: unknown[] = [];
    const { unmount } = renderWithProviders(<Catch onError={(error) => errors.push(error)}>{grid}</Catch>);
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toBeInstanceOf(ChunkLoadError);
    unmount();
    quiet.mockRestore();
  });

  it('is fetched again when the grid next renders (the page’s retry) after it failed to arrive', async () => {
    chunk.failNext = true;
    // React reports the caught failure on the console; the boundary below is what the test reads.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors: unknown[] = [];
    const { unmount } = renderWithProviders(<Catch onError={(error) => errors.push(error)}>{grid}</Catch>);
    await waitFor(() => expect(errors).toHaveLength(1));
    unmount();

    renderWithProviders(grid);
    // The virtualiser places its rows; the first screen's rows stand in the flow.
    await waitFor(() => expect(document.querySelector('[role="list"] > [data-index]')?.getAttribute('style')).toContain('translateY'));
    expect(screen.getByText('Game 0')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
