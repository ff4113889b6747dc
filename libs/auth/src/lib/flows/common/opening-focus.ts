import { useEffect, useRef, type RefObject } from 'react';
import { tabbableIn } from '@wl/ui-kit';

/**
 * Focuses `field` while the focus is still where its dialog put it on opening (the dialog, or its first control: the
 * close button), so a form whose body arrived after the dialog opened starts where the player types. A player who has
 * moved the focus keeps it; outside a dialog nothing moves.
 */
function focusIfUnmoved(field: HTMLElement): void {
  const dialog = field.closest<HTMLElement>('[role="dialog"]');
  const active = document.activeElement;
  if (dialog && (active === dialog || active === tabbableIn(dialog)[0])) field.focus();
}

/**
 * Once, as the form first renders, takes the focus to its input named `fieldName` (none: it stays), if it is still
 * where the dialog put it. Later renders leave it: a change after opening (another mode, a tab) is the player's move.
 */
export function useOpeningFocus(form: RefObject<HTMLFormElement | null>, fieldName: string | null): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const field = fieldName ? form.current?.querySelector<HTMLInputElement>(`input[name="${fieldName}"]`) : null;
    if (field) focusIfUnmoved(field);
  });
}
