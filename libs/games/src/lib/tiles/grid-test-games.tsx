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
