import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: what is typed, once the typing pauses.
 * (React's `useDeferredValue` would not do: it catches up after every keystroke when the page is idle.)
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
