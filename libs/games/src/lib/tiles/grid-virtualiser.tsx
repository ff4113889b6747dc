import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { OVERSCAN_ROWS, type GameGridProps, type Placement } from './grid-layout';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

export interface GridVirtualiserProps extends Pick<GameGridProps, 'count' | 'onVisibleRange'> {
  /** The grid's frame, whose place on the page is the virtualiser's scroll margin. */
  frame: RefObject<HTMLElement | null>;
  width: number;
  columns: number;
  rowCount: number;
  rowEstimate: number;
  /** Which rows the grid draws, and where: called whenever that changes. */
  onPlacement: (placement: Placement) => void;
}

const marginOf = (element: HTMLElement | null) => (element ? element.getBoundingClientRect().top + window.scrollY : 0);

const samePlacement = (a: Placement | undefined, b: Placement) =>
  a !== undefined &&
  a.totalSize === b.totalSize &&
  a.measure === b.measure &&
  a.rows.length === b.rows.length &&
  a.rows.every((row, i) => row.index === b.rows[i].index && row.start === b.rows[i].start);

/**
 * The grid's virtualiser (TanStack Virtual), which draws nothing itself: it tells the grid which rows
 * are near the window and where they go. The grid keeps drawing its rows, so the tiles on screen when
 * the virtualiser arrives stay the same elements (a tap or the keyboard's focus on one is not lost).
 */
export default memo(function GridVirtualiser(props: GridVirtualiserProps) {
  const { frame, width, columns, rowCount, rowEstimate, count, onVisibleRange, onPlacement } = props;
  // Where the grid starts on the page, known from the first render (the grid is up before its
  // virtualiser): from 0, the first answer would pick the rows of a grid at the page's top, and the
  // grid would take away rows on screen only to draw them anew a render later.
  const [scrollMargin, setScrollMargin] = useState(() => marginOf(frame.current));
  const measuredWidth = useRef(width);
  useLayoutEffect(() => {
    if (width === measuredWidth.current) return;
    measuredWidth.current = width;
    setScrollMargin(marginOf(frame.current));
  }, [frame, width]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowEstimate,
    // A row that measures nothing (not laid out yet) keeps its estimate, so it cannot pull every row in.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || rowEstimate,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    // The window's size from the first render: without it the virtualiser's first answer is no rows
    // at all, and the grid would take the rows on screen away and draw them anew.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  const items = virtualizer.getVirtualItems();

  const last = useRef<Placement>(undefined);
  useLayoutEffect(() => {
    const placement: Placement = {
      rows: items.map((item) => ({ index: item.index, start: item.start - scrollMargin })),
      totalSize: virtualizer.getTotalSize(),
      measure: virtualizer.measureElement,
    };
    // Only a change reaches the grid: its render must not come back here as a new placement.
    if (samePlacement(last.current, placement)) return;
    last.current = placement;
    onPlacement(placement);
  });

  const report = useMemo(() => (onVisibleRange ? throttle(onVisibleRange, SCROLL_THROTTLE_MS) : undefined), [onVisibleRange]);
  useEffect(() => () => report?.cancel(), [report]);
  const first = items[0]?.index ?? 0;
  const end = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    if (count > 0) report?.(first * columns, Math.min(count, (end + 1) * columns));
  }, [report, first, end, columns, count]);

  return null;
});
