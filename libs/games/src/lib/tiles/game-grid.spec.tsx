import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { GameGrid } from './game-grid';
import { gridTestGames, restorePageScrollAfterEach, testTile, tilesInDom } from '../../testing/grid-test-games';

/** Issue 12: however long the list, the DOM holds at most this many tiles. */
const MAX_TILES_IN_DOM = 300;

const games = gridTestGames(10_000);

const renderGrid = (count: number) =>
  renderWithProviders(<GameGrid label="Games" count={count} gameAt={(i) => games[i]} renderTile={testTile} />);

/** Whether the virtualiser's chunk has been imported (it comes after the first screen). */
const virtualiser = vi.hoisted(() => ({ imported: false }));
vi.mock('./grid-virtualiser', async (importOriginal) => {
  virtualiser.imported = true;
  return importOriginal();
});

/** The virtualiser places its rows; the first screen's rows stand in the flow. */
const virtualiserInPlace = () =>
  waitFor(() => expect(document.querySelector('[role="list"] > [data-index]')?.getAttribute('style')).toContain('translateY'));

restorePageScrollAfterEach();
afterEach(() => {
  // Unmount first: the grid cancels its idle callback as it goes.
  cleanup();
  vi.unstubAllGlobals();
});

describe('the virtualised game grid (issue 12)', () => {
  it('shows its first rows before the virtualiser, which comes once the first screen is up', async () => {
    // The browser stays busy until the test says it is idle.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    renderGrid(10_000);
    expect(await screen.findByText('Game 0')).toBeInTheDocument();
    expect(tilesInDom()).toBeLessThanOrEqual(MAX_TILES_IN_DOM);
    expect(virtualiser.imported).toBe(false);

    act(() => idle.splice(0).forEach((callback) => callback()));
    await virtualiserInPlace();
    expect(virtualiser.imported).toBe(true);
    expect(screen.getByText('Game 0')).toBeInTheDocument();
  });

  it('keeps at most 300 tiles in the DOM for 10,000 games, at the top and at the end', async () => {
    renderGrid(10_000);
    await virtualiserInPlace();
    expect(screen.getByText('Game 0')).toBeInTheDocument();
    expect(tilesInDom()).toBeGreaterThan(0);
    expect(tilesInDom()).toBeLessThanOrEqual(MAX_TILES_IN_DOM);

    await act(async () => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: Number.parseFloat(screen.getByRole('list').style.blockSize) });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByText('Game 9999')).toBeInTheDocument();
    expect(tilesInDom()).toBeLessThanOrEqual(MAX_TILES_IN_DOM);
    expect(screen.queryByText('Game 0')).not.toBeInTheDocument();
  });

  it('shows every game of a short list', async () => {
    renderGrid(12);
    expect(await screen.findByText('Game 11')).toBeInTheDocument();
    expect(tilesInDom()).toBe(12);
  });
});
