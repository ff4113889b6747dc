import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `action` at most once per `intervalMs`. A call inside the interval is not lost: it runs
 * once when the interval ends (a second refresh click, or a failed login that used the image up).
 * `markCalled` counts a run made elsewhere (the first fetch on mount) towards the interval.
 */
export function useThrottledCall(action: () => void, intervalMs: number): { call: () => void; markCalled: () => void } {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  }, [action]);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  const run = useCallback(() => {
    pending.current = null;
    last.current = Date.now();
    latest.current();
  }, []);
  const call = useCallback(() => {
    const wait = last.current + intervalMs - Date.now();
    if (wait <= 0) run();
    else pending.current ??= setTimeout(run, wait);
  }, [intervalMs, run]);
  const markCalled = useCallback(() => {
    last.current = Date.now();
  }, []);
  return { call, markCalled };
}
