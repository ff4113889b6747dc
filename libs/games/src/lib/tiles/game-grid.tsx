import { lazy, Suspense, useRef, useState } from 'react';
import { loadChunk, useAfterFirstScreen } from '@wl/ui-kit';
import { Frame, Row, RowTiles, useGridShape, type GameGridProps, type Placement } from './grid-layout';

export type { GameGridProps } from './grid-layout';

/** The virtualiser (TanStack Virtual, 9.5 KB of brotli) comes after the first screen, which does without it. */
let GridVirtualiser = lazyGridVirtualiser();

/**
 * A chunk that failed, or passed the chunk timeout, goes to the page's error boundary as a `ChunkLoadError` (its reload
 * and Try again) and is fetched again when a grid next renders (its retry).
 */
function lazyGridVirtualiser() {
  return lazy(() =>
    loadChunk(() => import('./grid-virtualiser')).catch((error: unknown) => {
      GridVirtualiser = lazyGridVirtualiser();
      throw error;
    }),
  );
}

/**
 * The rows the first screen draws: a window's height of them from the grid's top, no overscan. The
 * grid starts below the page's header and chips, so that is all a window can show; the virtualiser
 * adds the overscan rows once the first screen is up (a player's first scroll brings it at once).
 * Three overscan rows had a phone's first render make 14 tiles for the 4 on screen, in the render
 * the lobby's largest paint waits for.
 */
const firstScreenRows = (rowEstimate: number) => Math.ceil(window.innerHeight / rowEstimate);

/**
 * A grid of game tiles on the page's own scroll, virtualised: only the rows near the window are in
 * the DOM, so 10,000 games cost what 100 do. Until the visit's first screen is up it draws the rows a
 * window shows from its start, in its flow, as tall as the whole grid will be, and the virtualiser's
 * chunk does not compete with the first screen's requests. The virtualiser then only says which rows
 * to draw and where: the grid draws them, so the rows already on screen, and their tiles, stay the
 * same elements (a tile drawn anew could lose a tap or the keyboard's focus).
 */
export function GameGrid(props: GameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { width, columns, rowCount, rowEstimate } = useGridShape(ref, props.count);
  const firstScreenUp = useAfterFirstScreen();
  const [placement, setPlacement] = useState<Placement>();
  // The chunk as it stood when the grid mounted: the transition's own re-render after a failure must
  // meet the failure (the page's error boundary and its retry), not fetch again and again.
  const [Virtualiser] = useState(() => GridVirtualiser);
  const rows =
    placement?.rows ??
    Array.from({ length: Math.min(rowCount, firstScreenRows(rowEstimate)) }, (_, index) => ({ index, start: index * rowEstimate }));
  return (
    <>
      <Frame ref={ref} role="list" aria-label={props.label} style={{ blockSize: placement?.totalSize ?? rowCount * rowEstimate }}>
        {rows.map(({ index, start }) => (
          <Row
            key={index}
            $columns={columns}
            $placed={placement !== undefined}
            data-index={index}
            ref={placement?.measure}
            style={placement && { transform: `translateY(${start}px)` }}
          >
            <RowTiles {...props} row={index} columns={columns} />
          </Row>
        ))}
      </Frame>
      {firstScreenUp && (
        <Suspense fallback={null}>
          <Virtualiser
            frame={ref}
            width={width}
            columns={columns}
            rowCount={rowCount}
            rowEstimate={rowEstimate}
            count={props.count}
            onVisibleRange={props.onVisibleRange}
            onPlacement={setPlacement}
          />
        </Suspense>
      )}
    </>
  );
}
