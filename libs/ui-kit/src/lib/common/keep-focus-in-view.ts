/**
 * Scrolls the keyboard's focus into view whole within the row that scrolls sideways around it (a lane of tiles, a
 * row of chips, the ticker). Chrome scrolls a focused element only when none of it shows: a lane's third tile with a
 * sliver in view took the focus and stayed out of sight. Only that row moves, by as little as it must (its scroll
 * padding leaves room for the ring): the page's own scrolling is the browser's, and a tap's focus moves nothing.
 */
export function keepKeyboardFocusInView(root: Document) {
  root.addEventListener('focusin', ({ target }) => {
    if (!(target instanceof Element) || !target.matches(':focus-visible')) return;
    const row = sidewaysScroller(target);
    if (!row) return;
    const style = getComputedStyle(row);
    const port = row.getBoundingClientRect();
    const start = port.left + row.clientLeft + (parseFloat(style.scrollPaddingLeft) || 0);
    const end = port.left + row.clientLeft + row.clientWidth - (parseFloat(style.scrollPaddingRight) || 0);
    const box = target.getBoundingClientRect();
    if (box.left < start) row.scrollBy({ left: box.left - start });
    else if (box.right > end) row.scrollBy({ left: box.right - end });
  });
}

/** The nearest ancestor whose content is wider than it and clipped to it: a row the player scrolls sideways. */
function sidewaysScroller(element: Element): HTMLElement | null {
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    if (parent.scrollWidth > parent.clientWidth && getComputedStyle(parent).overflowX !== 'visible') return parent;
  }
  return null;
}
