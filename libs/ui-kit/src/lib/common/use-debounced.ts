import { useEffect, useState } from 'react';

/** How long what is typed must stay the same before it is used (issue 12's game search, the agent's name filters). */
export const TYPING_PAUSE_MS = 250;

/**
 * `value` once it has stayed the same for `delayMs`: what is typed, once the typing pauses.
 * (React's `useDeferredValue` would not do: it catches up after every keystroke when the page is idle.)
 */
export function useDebounced<T>(value: T, delayMs = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
