const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements Tab reaches inside `root`, in document order. */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  // Read as inputs: `type`, `name` and `checked` are simply absent on the rest.
  const items = Array.from(root.querySelectorAll<HTMLInputElement>(FOCUSABLE)).filter(
    // An inert or hidden ancestor (a ticker's duplicate row, a carousel's idle slide) also keeps focus out.
    (element) => element.tabIndex >= 0 && !element.closest('[inert],[hidden]'),
  );
  // A radio group is one Tab stop, its checked radio, else its first: chips ending a dialog must not end the trap.
  return items.filter((element) => {
    // Its group: the radios of its name in its form (a checkbox of that name is no part of it).
    const group = (other: HTMLInputElement) => other.type === 'radio' && other.name === element.name && other.form === element.form;
    return (
      element.type !== 'radio' || !element.name || element === (items.find((other) => other.checked && group(other)) ?? items.find(group))
    );
  });
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last element Tab wraps to the first and back.
 * Returns true when it moved focus itself.
 */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, root: HTMLElement): boolean {
  const items = tabbableIn(root);
  if (items.length === 0) {
    event.preventDefault();
    root.focus();
    return true;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/** Marks a child of the body that no modal layer makes inert (`AboveModals`). */
export const ABOVE_MODALS = 'data-above-modals';

/** The open modal layers, newest last, and what they made inert: only the top layer's page is held. */
const layers: HTMLElement[] = [];
const madeInert = new Set<Element>();

// Recomputed on each change: a layer closing under another (close('a') under B) leaves B's page inert, and
// of two opened in one commit the lower one does not leave the upper inert.
function holdUnderTop() {
  for (const element of madeInert) element.removeAttribute('inert');
  madeInert.clear();
  const top = layers[layers.length - 1];
  for (const element of top ? document.body.children : []) {
    if (element !== top && !element.hasAttribute('inert') && !element.hasAttribute(ABOVE_MODALS)) {
      element.setAttribute('inert', '');
      madeInert.add(element);
    }
  }
}

// Firefox and Safari fire no focusout for a focused node removed (a body swapped), so the focus stays on the body,
// unseen: a key pressed there goes to the top layer, where Escape and Tab are heard (and its default kept or not).
function hearOnBody(event: KeyboardEvent) {
  const top = layers[layers.length - 1];
  // The layer's own keys only: any other would reach the document's listeners twice.
  if (top && event.target === document.body && /^(Escape|Tab)$/.test(event.key) && !top.dispatchEvent(new KeyboardEvent('keydown', event)))
    event.preventDefault();
}

/**
 * Gives the focus back once a layer (a modal, a drawer) has closed on top: to `opener` while it is in the page, else,
 * when the focus is lost, to a dialog still open beneath, else to the page's `<main>` (focusable with tabindex -1),
 * never the body (WCAG 2.4.3). The opener goes when the session changes under the layer (the header's login button,
 * or the player's name). `leaving` is the layer itself while it is still in the page (a drawer unmounted open): the
 * focus it holds is about to drop, and it is no dialog beneath.
 */
export function giveFocusBack(opener: Element | null, leaving?: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) return opener.focus({ preventScroll: true });
  const active = document.activeElement;
  if (active && active !== document.body && !leaving?.contains(active)) return;
  const dialogs = [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')].filter((dialog) => dialog !== leaving);
  (dialogs[dialogs.length - 1] ?? document.querySelector<HTMLElement>('main'))?.focus({ preventScroll: true });
}

/**
 * Keeps the page behind a modal layer out of reach until released: every other child of the body is
 * `inert` (no focus, no clicks, nothing for a screen reader), so Tab out of an iframe in the dialog
 * cannot land behind it (all but what is `ABOVE_MODALS`); and focus that falls to the body (a busy button disabled under it) goes back
 * to the dialog, where Escape and Tab are heard again. The release returns whether the layer was on top,
 * that is whether the focus is the closer's to give back.
 */
export function holdFocusIn(dialog: HTMLElement): () => boolean {
  let layer = dialog;
  while (layer.parentElement && layer.parentElement !== document.body) layer = layer.parentElement;
  layers.push(layer);
  holdUnderTop();
  // After the focus has moved: only a fall to the body is taken back, not a move into an iframe.
  const regain = () =>
    setTimeout(() => {
      if (document.activeElement === document.body && dialog.isConnected) dialog.focus({ preventScroll: true });
    });
  layer.addEventListener('focusout', regain);
  // One listener for every layer (the same function is added once), idle while none is open.
  document.addEventListener('keydown', hearOnBody);
  return () => {
    layer.removeEventListener('focusout', regain);
    const at = layers.lastIndexOf(layer);
    // Released already: a second release must not take another layer (splice(-1) is the top one).
    if (at < 0) return false;
    const top = at === layers.length - 1;
    layers.splice(at, 1);
    holdUnderTop();
    return top;
  };
}
