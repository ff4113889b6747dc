import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Frame, OVERSCAN_ROWS, Row, RowTiles, useGridShape, type GameGridProps } from './grid-layout';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

const PlacedRow = styled(Row)`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 0;
`;

/**
 * A virtualised grid of game tiles on the page's own scroll: only the rows near the window are in
 * the DOM, so 10,000 games cost what 100 do.
 */
export default function VirtualGameGrid(props: GameGridProps) {
  const { count, onVisibleRange, label } = props;
  const ref = useRef<HTMLDivElement>(null);
  const { width, columns, rowCount, rowEstimate } = useGridShape(ref, count);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (ref.current) setScrollMargin(ref.current.getBoundingClientRect().top + window.scrollY);
  }, [width]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowEstimate,
    // A row that measures nothing (not laid out yet) keeps its estimate, so it cannot pull every row in.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || rowEstimate,
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
        <PlacedRow
          key={row.key}
          $columns={columns}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          <RowTiles {...props} row={row.index} columns={columns} />
        </PlacedRow>
      ))}
    </Frame>
  );
}
