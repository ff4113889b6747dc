/**
 * Scrolls the keyboard's focus into view whole, in whatever row it sits. Chrome scrolls a focused element only when
 * none of it shows: a lane's third tile with a sliver in view took the focus and stayed out of sight. The nearest
 * edge, so a row moves only as far as it must (its scroll padding leaves room for the ring), and nothing moves for an
 * element already in view. Only the keyboard's focus: a tap must not scroll what the finger is on.
 */
export function keepKeyboardFocusInView(root: Document) {
  root.addEventListener('focusin', ({ target }) => {
    if (target instanceof Element && target.matches(':focus-visible')) target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
}
