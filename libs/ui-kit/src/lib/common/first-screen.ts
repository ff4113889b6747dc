import { useEffect, useState } from 'react';

/** Longest work put off until after the first screen waits for the browser to be idle. */
export const FIRST_SCREEN_IDLE_TIMEOUT_MS = 2000;

/** Set at the visit's first idle moment after a caller asked: from then on nothing waits. */
let firstScreenUp = false;

/**
 * Runs `task` once the visit's first screen is up: at the browser's first idle moment after the
 * first call (or `FIRST_SCREEN_IDLE_TIMEOUT_MS` at most), and at once after that. What the first
 * screen does without (the footer below the fold, a list's far pages) waits for it, so its requests
 * never compete with the ones the first screen's largest paint waits on. Returns the cancel.
 */
export function afterFirstScreen(task: () => void): () => void {
  if (firstScreenUp) {
    task();
    return () => undefined;
  }
  const run = () => {
    firstScreenUp = true;
    task();
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: FIRST_SCREEN_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/** False until the visit's first screen is up (`afterFirstScreen`), then true for good. */
export function useAfterFirstScreen(): boolean {
  const [up, setUp] = useState(firstScreenUp);
  useEffect(() => (up ? undefined : afterFirstScreen(() => setUp(true))), [up]);
  return up;
}
