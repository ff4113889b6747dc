import { afterEach } from 'vitest';
import type { GameItem } from '@wl/api-client';

/** The grid specs' games: `Game 0`, `Game 1`, … of one vendor, without pictures. */
export const gridTestGames = (count: number): GameItem[] =>
  Array.from({ length: count }, (_, i) => ({
    gameId: `G-${i}`,
    nodeId: String(i),
    vassalage: 'BENCH',
    gameType: 'SLOT',
    gameName: `Game ${i}`,
    iconUrl: '',
    isHot: false,
    isNew: false,
  }));

/** The grid specs' tile: the game's name, marked as the real tile is, so `tilesInDom` counts it. */
export const testTile = (game: GameItem) => <span data-game-tile="">{game.gameName}</span>;

/** How many tiles the DOM holds now. */
export const tilesInDom = () => document.querySelectorAll('[data-game-tile]').length;

/** Puts the page's scroll back after each test of the calling spec: a test that scrolls would leave the next far down the page. */
export function restorePageScrollAfterEach() {
  const pageScroll = Object.getOwnPropertyDescriptor(window, 'scrollY');
  afterEach(() => {
    if (pageScroll) Object.defineProperty(window, 'scrollY', pageScroll);
    else Reflect.deleteProperty(window, 'scrollY');
  });
}
