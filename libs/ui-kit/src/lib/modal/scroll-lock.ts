/**
 * Spec §4: while a modal is open the page keeps its scroll position and the body is fixed, so the
 * page behind cannot scroll; the position is restored when the last modal closes. Modals stack,
 * so only the first lock saves and only the last release restores.
 */
let holders = 0;
let saved: { scrollY: number; style: Pick<CSSStyleDeclaration, 'position' | 'top' | 'left' | 'right' | 'overflowY'> } | null = null;

export function lockBodyScroll(): () => void {
  const body = document.body;
  if (holders === 0) {
    const scrollY = window.scrollY;
    const { position, top, left, right, overflowY } = body.style;
    saved = { scrollY, style: { position, top, left, right, overflowY } };
    // Fixed at the saved offset: the page looks unmoved and cannot scroll behind the modal.
    Object.assign(body.style, { position: 'fixed', top: `-${scrollY}px`, left: '0', right: '0', overflowY: 'scroll' });
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !saved) return;
    Object.assign(body.style, saved.style);
    window.scrollTo(0, saved.scrollY);
    saved = null;
  };
}
