import { memo, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import styled, { css, useTheme, type DefaultTheme } from 'styled-components';
import type { GameItem } from '@wl/api-client';
import { GameTileSkeleton } from './game-tile';

/** Where there is no window to measure (tests), the grid assumes a desktop width. */
const FALLBACK_WIDTH = 1024;

/**
 * The grid's width before its first layout: the window's, close enough to give a phone its columns
 * at once. A desktop guess (five columns) made a phone's first render lay out 2.5 times the tiles it
 * shows, then throw them away, on the way to the lobby's largest paint.
 */
const guessedWidth = () => (typeof window === 'undefined' ? 0 : window.innerWidth) || FALLBACK_WIDTH;
/** At least two tiles a row, even on the narrowest phone. */
const MIN_COLUMNS = 2;
/** Rows the virtualiser keeps rendered beyond the window, so a fling does not show blanks. */
export const OVERSCAN_ROWS = 3;

/**
 * The columns of a grid laid out by CSS alone (placeholders, /hot, the game popup), as `useGridShape` counts the lobby's:
 * as many of a tile's width as fit, and never fewer than two, narrower then. A 360 px phone's 328 px would hold one
 * 160 px tile, and the lobby's grid swapping in for its placeholders would jump from one column to two.
 */
export const tileColumnsTemplate = (theme: DefaultTheme) =>
  `repeat(auto-fill, minmax(min(${theme.size.tile}, calc((100% - ${theme.space.md} * ${MIN_COLUMNS - 1}) / ${MIN_COLUMNS})), 1fr))`;

/** A grid of tiles in rows that wrap, with the lobby grid's columns and gap (`tileColumnsTemplate`). */
export const tileGrid = css`
  display: grid;
  grid-template-columns: ${({ theme }) => tileColumnsTemplate(theme)};
  gap: ${({ theme }) => theme.space.md};
`;

export interface GameGridProps {
  /** How many games the list holds (loaded or not). */
  count: number;
  /** The game at an index, or undefined while its page is loading (a skeleton shows). */
  gameAt: (index: number) => GameItem | undefined;
  renderTile: (game: GameItem) => ReactNode;
  /** Tiles carry a free-play line: a placeholder keeps its room too, so the row does not grow when its games arrive. */
  placeholderFreePlay?: boolean;
  /** The indices in view changed (throttled, spec §9 200 ms): load what is missing. */
  onVisibleRange?: (start: number, end: number) => void;
  label: string;
}

/** Which rows the virtualiser has the grid draw: each row's index and its offset from the grid's top. */
export interface Placement {
  rows: readonly { index: number; start: number }[];
  /** The whole grid's height, measured rows included. */
  totalSize: number;
  /** Each placed row's ref: the virtualiser measures it. */
  measure: (element: Element | null) => void;
}

export const Frame = styled.div`
  position: relative;
  inline-size: 100%;
`;

/** A row of tiles: in the grid's flow until the virtualiser places it (`$placed`, its offset in `transform`). */
export const Row = styled.div<{ $columns: number; $placed: boolean }>`
  ${({ $placed }) =>
    $placed &&
    css`
      position: absolute;
      inset-inline: 0;
      inset-block-start: 0;
    `}
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding-block-end: ${({ theme }) => theme.space.md};
`;

function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(guessedWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width || guessedWidth();
}

/** The grid's columns at its width, its rows, and a row's height before it is measured. */
export function useGridShape(ref: RefObject<HTMLElement | null>, count: number) {
  const theme = useTheme();
  const width = useWidth(ref);
  const gap = parseFloat(theme.space.md);
  const minTile = parseFloat(theme.size.tile);
  const columns = Math.max(MIN_COLUMNS, Math.floor((width + gap) / (minTile + gap)));
  const tileWidth = (width - gap * (columns - 1)) / columns;
  // The art is square; the name line and the gap below make up the rest (measured once shown).
  return { width, columns, rowCount: Math.ceil(count / columns), rowEstimate: tileWidth + gap * 3 };
}

/**
 * One row's tiles: a skeleton for a game whose page is still loading. Kept when only the grid's
 * width changed (its first measure, a resize): the tiles stay as they are.
 */
export const RowTiles = memo(function RowTiles({
  row,
  columns,
  count,
  gameAt,
  renderTile,
  placeholderFreePlay = false,
}: { row: number; columns: number } & GameGridProps) {
  return Array.from({ length: Math.min(columns, count - row * columns) }, (_, i) => {
    const index = row * columns + i;
    const game = gameAt(index);
    return (
      <div role="listitem" key={game?.nodeId ?? `loading-${index}`} data-game-index={index} data-node-id={game?.nodeId}>
        {game ? renderTile(game) : <GameTileSkeleton freePlay={placeholderFreePlay} />}
      </div>
    );
  });
});
