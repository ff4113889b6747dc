/**
 * The first screen counts as drawn once no request has finished for this long: its calls and
 * pictures come in bursts well under a second apart, even on a slow phone.
 */
export const NETWORK_QUIET_MS = 2000;
/** However busy the page stays (polls, a long page of pictures), the wait ends this long after it began. */
export const NETWORK_QUIET_DEADLINE_MS = 15_000;

/** Calls `onRequestDone` each time a request of the page finishes; returns the stop. */
export type ObserveRequests = (onRequestDone: () => void) => () => void;

/** Resource timing writes an entry as each request finishes. */
const observeResourceTiming: ObserveRequests = (onRequestDone) => {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  const observer = new PerformanceObserver(onRequestDone);
  observer.observe({ type: 'resource' });
  return () => observer.disconnect();
};

/**
 * Settles once the page's network has been quiet for `NETWORK_QUIET_MS`, or at the deadline. What
 * waits on it (the service worker's precache, ~370 KB) would otherwise share a slow phone's
 * bandwidth with the first screen's calls and pictures.
 */
export function whenNetworkQuiet(observe: ObserveRequests = observeResourceTiming): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let stop = () => undefined as void;
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(deadline);
      stop();
      resolve();
    };
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, NETWORK_QUIET_MS);
    };
    const deadline = setTimeout(done, NETWORK_QUIET_DEADLINE_MS);
    stop = observe(restart);
    restart();
  });
}
