import { useLayoutEffect, useRef, type RefObject } from 'react';

/** How much of the row beyond a chosen item brought into view shows too: the next item peeks, so the row reads as one that goes on. */
const PEEK_SHARE = 0.15;

/**
 * Keeps the chosen item of a row that scrolls sideways (a phone's category chips, tabs, a center's entries)
 * whole in view: a page or center may open on any item, and one cut off at the row's edge does not
 * tell the player where they are. Runs before paint, on mounting and whenever `placement` changes
 * (the choice, or anything that moves the items, such as a badge widening the ones before it).
 * Only the row scrolls, in either direction; a row that fits has nothing to do. An item brought in from past an
 * edge stops short of it, with part of the next one in sight: flush at the edge, it read as the row's last.
 */
export function useSelectedInView(row: RefObject<HTMLElement | null>, selectedItem: string, placement: unknown): void {
  const opened = useRef(false);
  useLayoutEffect(() => {
    const box = row.current;
    const item = box?.querySelector<HTMLElement>(selectedItem);
    const opening = !opened.current;
    opened.current = true;
    if (!box || !item) return;
    // A row opens at its start, so a choice of its first item needs no measuring: home's first render
    // (the phone's category chips on Home) then forces no layout of its own.
    if (opening && box.firstElementChild?.contains(item)) return;
    const rowBox = box.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    const past = Math.max(0, itemBox.right - rowBox.right) || Math.min(0, itemBox.left - rowBox.left);
    // Never so far that the item's other end leaves the row (an item nearly as wide as it); the browser stops the
    // scroll at the row's end, where nothing is left to peek.
    const peek = Math.max(0, Math.min(rowBox.width * PEEK_SHARE, rowBox.width - itemBox.width));
    if (past) box.scrollBy({ left: past + Math.sign(past) * peek });
  }, [row, selectedItem, placement]);
}
