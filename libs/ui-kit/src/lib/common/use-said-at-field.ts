import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * When a field's error is said aloud. It is always read with its control (aria-describedby); it is also an alert only
 * when it comes, or changes, while the player is at the field (Enter pressed in it, a box unticked) or at none (a file
 * dialog just closed: browsers give the picker its focus back around its change).
 * A refused submit draws every error with the focus on its button, then moves the focus to the first field to fix,
 * which reads its own: alerts there would be one per field, naming none of them, then the same words again.
 */
export function useSaidAtField(shown: ReactNode) {
  const field = useRef<HTMLDivElement>(null);
  const error = useRef<HTMLParagraphElement>(null);
  const lastText = useRef('');
  const [alertFor, setAlertFor] = useState<string | null>(null);

  useLayoutEffect(() => {
    const text = error.current?.textContent ?? '';
    if (text === lastText.current) return;
    lastText.current = text;
    const focused = document.activeElement;
    const atField = text !== '' && (!focused || focused === document.body || field.current?.contains(focused) === true);
    setAlertFor(atField ? text : null);
    // The error given, a new element at most renders: what counts is its text, compared above.
  }, [shown]);

  return {
    field,
    /** Spread on the error's element: a new element each time it becomes an alert, so it is announced as it comes. */
    errorProps: { ref: error, key: alertFor ?? 'quiet', role: alertFor === null ? undefined : 'alert' },
  };
}
