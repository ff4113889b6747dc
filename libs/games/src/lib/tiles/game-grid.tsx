import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import type { GameItem } from '@wl/api-client';
import { GameTileSkeleton } from '@wl/ui-kit';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

/** Rows kept rendered above and below the window, so a fling does not show blanks. */
const OVERSCAN_ROWS = 3;
/** Before the first layout (and in tests) the grid assumes a desktop width. */
const FALLBACK_WIDTH = 1024;
/** At least two tiles a row, even on the narrowest phone. */
const MIN_COLUMNS = 2;

const Frame = styled.div`
  position: relative;
  inline-size: 100%;
`;

const Row = styled.div<{ $columns: number }>`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 0;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding-block-end: ${({ theme }) => theme.space.md};
`;

function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width || FALLBACK_WIDTH;
}

export interface GameGridProps {
  /** How many games the list holds (loaded or not). */
  count: number;
  /** The game at an index, or undefined while its page is loading (a skeleton shows). */
  gameAt: (index: number) => GameItem | undefined;
  renderTile: (game: GameItem) => ReactNode;
  /** The indices in view changed (throttled, spec §9 200 ms): load what is missing. */
  onVisibleRange?: (start: number, end: number) => void;
  label: string;
}

/**
 * A virtualised grid of game tiles on the page's own scroll: only the rows near the window are in
 * the DOM, so 10,000 games cost what 100 do.
 */
export function GameGrid({ count, gameAt, renderTile, onVisibleRange, label }: GameGridProps) {
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const gap = parseFloat(theme.space.md);
  const minTile = parseFloat(theme.size.tile);
  const columns = Math.max(MIN_COLUMNS, Math.floor((width + gap) / (minTile + gap)));
  const rowCount = Math.ceil(count / columns);
  const tileWidth = (width - gap * (columns - 1)) / columns;
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (ref.current) setScrollMargin(ref.current.getBoundingClientRect().top + window.scrollY);
  }, [width]);

  // The art is square; the name line and the gap below make up the rest (measured once shown).
  const estimate = tileWidth + gap * 3;
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimate,
    // A row that measures nothing (not laid out yet) keeps its estimate, so it cannot pull every row in.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimate,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();

  const report = useMemo(() => (onVisibleRange ? throttle(onVisibleRange, SCROLL_THROTTLE_MS) : undefined), [onVisibleRange]);
  useEffect(() => () => report?.cancel(), [report]);
  const first = rows[0]?.index ?? 0;
  const last = rows[rows.length - 1]?.index ?? 0;
  useEffect(() => {
    if (count > 0) report?.(first * columns, Math.min(count, (last + 1) * columns));
  }, [report, first, last, columns, count]);

  return (
    <Frame ref={ref} role="list" aria-label={label} style={{ blockSize: virtualizer.getTotalSize() }}>
      {rows.map((row) => (
        <Row
          key={row.key}
          $columns={columns}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {Array.from({ length: Math.min(columns, count - row.index * columns) }, (_, i) => {
            const index = row.index * columns + i;
            const game = gameAt(index);
            return (
              <div role="listitem" key={game?.nodeId ?? `loading-${index}`} data-game-index={index}>
                {game ? renderTile(game) : <GameTileSkeleton />}
              </div>
            );
          })}
        </Row>
      ))}
    </Frame>
  );
}
