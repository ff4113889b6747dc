/**
 * Marks what opens a lottery by a key that outlives its element: a game's tile is drawn anew when its list is asked
 * again (a prize-mode or language switch, which also relaunches the open game), and the old one is gone from the page.
 */
const OPENER_ATTRIBUTE = 'data-lottery-opener';

/** The props naming an opener: `key` tells it from every other opener on the page. */
export function openerProps(key: string) {
  return { [OPENER_ATTRIBUTE]: key };
}

/** Where the focus goes back to: what opened the lottery, or what has been drawn in its place since. */
export function openerNow(opener: Element | null | undefined): HTMLElement | null {
  if (opener instanceof HTMLElement && opener.isConnected) return opener;
  const key = opener?.getAttribute(OPENER_ATTRIBUTE);
  if (!key) return null;
  const redrawn = Array.from(document.querySelectorAll(`[${OPENER_ATTRIBUTE}]`)).find(
    (element) => element.getAttribute(OPENER_ATTRIBUTE) === key,
  );
  return redrawn instanceof HTMLElement ? redrawn : null;
}
