import { lazy, Suspense, useRef, useState } from 'react';
import { useAfterFirstScreen } from '@wl/ui-kit';
import { Frame, OVERSCAN_ROWS, Row, RowTiles, useGridShape, type GameGridProps } from './grid-layout';

export type { GameGridProps } from './grid-layout';

/** The virtualiser (TanStack Virtual, 9.5 KB of brotli) comes after the first screen, which does without it. */
let VirtualGameGrid = lazyVirtualGameGrid();

/** A chunk that failed goes to the page's error boundary and is fetched again when a grid next renders (its retry). */
function lazyVirtualGameGrid() {
  return lazy(() =>
    import('./virtual-game-grid').catch((error: unknown) => {
      VirtualGameGrid = lazyVirtualGameGrid();
      throw error;
    }),
  );
}

/**
 * The rows a window shows from the grid's start, laid out as the virtualiser lays them, without it.
 * As tall as the whole grid will be, so the page below does not move when the virtualiser takes over.
 */
function FirstRows(props: GameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { columns, rowCount, rowEstimate } = useGridShape(ref, props.count);
  const shown = Math.min(rowCount, Math.ceil(window.innerHeight / rowEstimate) + OVERSCAN_ROWS);
  return (
    <Frame ref={ref} role="list" aria-label={props.label} style={{ blockSize: rowCount * rowEstimate }}>
      {Array.from({ length: shown }, (_, row) => (
        <Row key={row} $columns={columns} data-index={row}>
          <RowTiles {...props} row={row} columns={columns} />
        </Row>
      ))}
    </Frame>
  );
}

/**
 * A grid of game tiles on the page's own scroll, virtualised: only the rows near the window are in
 * the DOM, so 10,000 games cost what 100 do. Until the visit's first screen is up it shows its
 * first rows alone, and the virtualiser's chunk does not compete with the first screen's requests.
 * The first rows are the boundary's content, not only its fallback: the first screen's end is a
 * transition, so they stay as they are while the chunk loads, and the virtualiser replaces them in
 * one swap (a tile redrawn twice could lose a tap or the keyboard's focus twice).
 */
export function GameGrid(props: GameGridProps) {
  const firstScreenUp = useAfterFirstScreen();
  // The chunk as it stood when the grid mounted: the transition's own re-render after a failure must
  // meet the failure (the page's error boundary and its retry), not fetch again and again.
  const [Virtual] = useState(() => VirtualGameGrid);
  const firstRows = <FirstRows {...props} />;
  return <Suspense fallback={firstRows}>{firstScreenUp ? <Virtual {...props} /> : firstRows}</Suspense>;
}
