import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Half a pixel: sub-pixel widths that add up to the line's own width still fit it. */
const ROUNDING_PX = 0.5;

/**
 * Where a line of items of these widths, `lineWidth` wide, hands over to a More entry `moreWidth`
 * wide: the index of the first item that goes under More, or null when every item fits the line
 * and More is not needed. With More, as many items as fit beside it stay, in order.
 */
export function firstUnderMore(itemWidths: readonly number[], lineWidth: number, moreWidth: number): number | null {
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (total <= lineWidth + ROUNDING_PX) return null;
  let used = 0;
  const index = itemWidths.findIndex((width) => {
    used += width;
    return used > lineWidth - moreWidth + ROUNDING_PX;
  });
  return index;
}

/**
 * `firstUnderMore` for a bar: `line` holds the items (the children of `list`, which never shrink)
 * and `more`, the More entry, which keeps its size whether shown or not. Measured when any of them
 * changes size (the window, the language, the items), right after layout and before paint, so the
 * bar is never painted with an item cut at its end. Nothing measured depends on the answer, so
 * the measuring cannot feed itself. `remeasure` re-observes when the items change.
 */
export function useFirstUnderMore(
  line: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  more: RefObject<HTMLElement | null>,
  remeasure: unknown,
): number | null {
  const [firstHidden, setFirstHidden] = useState<number | null>(null);
  useLayoutEffect(() => {
    const lineBox = line.current;
    const items = list.current ? Array.from(list.current.children) : [];
    const moreBox = more.current;
    if (!lineBox || !moreBox || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const widths = items.map((item) => item.getBoundingClientRect().width);
      const answer = firstUnderMore(widths, lineBox.getBoundingClientRect().width, moreBox.getBoundingClientRect().width);
      // Rendered at once, in this frame: the hand-over is painted with the items it hides.
      flushSync(() => setFirstHidden(answer));
    });
    [lineBox, moreBox, ...items].forEach((box) => observer.observe(box));
    return () => observer.disconnect();
  }, [line, list, more, remeasure]);
  return firstHidden;
}
