import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { GameGrid } from './game-grid';
import { gridTestGames, testTile, tilesInDom } from '../../testing/grid-test-games';

// Isolated: the first screen is up for good once a test lets the browser idle, and these rows show only before.
const games = gridTestGames(100);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the first screen’s rows on a phone (issue 18: the lobby’s largest paint)', () => {
  /** A phone's window, and a browser that stays busy, so the first rows stay on screen. */
  const onABusyPhone = () => {
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  };
  const renderCountedGrid = () => {
    const renderTile = vi.fn(testTile);
    renderWithProviders(<GameGrid label="Games" count={100} gameAt={(i) => games[i]} renderTile={renderTile} />);
    return renderTile;
  };
  const tilesOfFirstRow = () => document.querySelectorAll('[data-index="0"] > [role="listitem"]').length;

  it('lay out the phone’s two columns in the first render, before the grid is measured', async () => {
    onABusyPhone();
    const renderTile = renderCountedGrid();
    expect(await screen.findByText('Game 0')).toBeInTheDocument();
    expect(tilesOfFirstRow()).toBe(2);
    // No desktop-wide first render whose tiles were thrown away.
    expect(renderTile).toHaveBeenCalledTimes(tilesInDom());
  });

  it('are the rows one window holds, without the overscan rows that only a scroll would show', async () => {
    onABusyPhone();
    vi.stubGlobal('innerHeight', 844);
    renderCountedGrid();
    expect(await screen.findByText('Game 0')).toBeInTheDocument();
    // 390 px wide: two tiles a row, each row ~235 px with the name line and the gaps; 844 px hold four rows.
    expect(tilesInDom()).toBe(8);
  });

  it('keep their tiles when the first measure finds a slightly narrower grid', async () => {
    onABusyPhone();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    const renderTile = renderCountedGrid();
    expect(await screen.findByText('Game 0')).toBeInTheDocument();
    expect(tilesOfFirstRow()).toBe(2);
    expect(renderTile).toHaveBeenCalledTimes(tilesInDom());
  });
});
