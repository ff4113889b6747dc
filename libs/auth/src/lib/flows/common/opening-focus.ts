import { tabbableIn } from '@wl/ui-kit';

/**
 * Focuses `field` while the focus is still where its dialog put it on opening (the dialog, or its first control: the
 * close button), so a form whose body arrived after the dialog opened starts where the player types. A player who has
 * moved the focus keeps it; outside a dialog nothing moves.
 */
export function focusIfUnmoved(field: HTMLElement): void {
  const dialog = field.closest<HTMLElement>('[role="dialog"]');
  const active = document.activeElement;
  if (dialog && (active === dialog || active === tabbableIn(dialog)[0])) field.focus();
}
