/**
 * Whether the player's focus is lost: on the body, or on an open modal itself, which takes a focus
 * that fell to the body so that Escape and Tab still work (`holdFocusIn`). A part that moved the
 * focus away and goes can then hand it back where it came from.
 */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.getAttribute('aria-modal') === 'true';
}
