import { expect, type Page, type Request } from '@playwright/test';

/** Two of the browser's idle moments: whatever was already waiting for one (the site's own) has run. */
const twoIdleMoments = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));

/**
 * How long a settled page has had no request leave or end. The browser's idle moments are not enough on their own:
 * React 19 reveals a Suspense boundary's content (a part whose chunk or data came in, its failure message) on a
 * timer, up to 300 ms after the last fallback it showed (react-dom's FALLBACK_THROTTLE_MS), and the browser is idle
 * meanwhile with nothing on its way; what that reveal draws (an alert, a call of its own) comes after. Settling on
 * the idle moments alone let the fault walk count alerts and stop faults before it (faults.spec.ts).
 */
export const REVEAL_QUIET_MS = 500;

/** A page's requests from when the watch starts: those on their way, and when one last left or ended. */
export interface RequestWatch {
  /** Requests on their way, less the ones the test holds on purpose (`held`). */
  readonly onTheirWay: number;
  /** How many requests have left or ended since the watch started: any change means the page is still busy. */
  readonly moves: number;
  /** When a request last left or ended (`Date.now()`; 0 while none has). */
  readonly lastMove: number;
  /** Requests the test itself holds (a route that waits): they do not keep the page from being settled. */
  held: number;
  stop(): void;
}

/**
 * Watches the page's requests (`counts` picks which; a stream stays open for good, so never one), from now on: a
 * request already on its way when the watch starts is not known to it.
 */
export function watchRequests(page: Page, counts: (request: Request) => boolean = () => true): RequestWatch {
  const onTheirWay = new Set<Request>();
  let moves = 0;
  // Nothing has moved since the watch started: a page already quiet then (its network idle) does not wait again.
  let lastMove = 0;
  const moved = () => {
    moves++;
    lastMove = Date.now();
  };
  const leave = (request: Request) => {
    if (request.resourceType() === 'eventsource' || !counts(request)) return;
    onTheirWay.add(request);
    moved();
  };
  const arrive = (request: Request) => {
    if (onTheirWay.delete(request)) moved();
  };
  page.on('request', leave);
  page.on('requestfinished', arrive);
  page.on('requestfailed', arrive);
  return {
    get onTheirWay() {
      return onTheirWay.size - this.held;
    },
    get moves() {
      return moves;
    },
    get lastMove() {
      return lastMove;
    },
    held: 0,
    stop() {
      page.off('request', leave);
      page.off('requestfinished', arrive);
      page.off('requestfailed', arrive);
    },
  };
}

/**
 * Resolves once the watched requests are done and the page asks for nothing more: twice in a row, two of the browser's
 * idle moments come and go with none on its way and none leaving or ending meanwhile (what a page does after an answer
 * or a chunk, its code and then its calls, is done before the browser is idle, and what it let go of at its idle
 * moment has left by the second; the second round gives a request's event, which reaches the test by another way than
 * the idle moment's answer, its time to arrive), and none has moved for `quietMs` (`REVEAL_QUIET_MS` says why a page
 * that draws what arrived needs it). A timer the page set for later (a poll, a retry's wait) is not waited for.
 */
export async function untilQuiet(page: Page, watch: RequestWatch, { timeout = 15_000, quietMs = 0 } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  for (let quietRounds = 0; quietRounds < 2;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`The page did not settle within ${timeout} ms: ${watch.onTheirWay} request(s) on their way`);
    await expect
      .poll(() => watch.onTheirWay === 0 && Date.now() - watch.lastMove >= quietMs, {
        message: `the page’s requests are answered, and none has moved for ${quietMs} ms`,
        timeout: left,
        intervals: [50],
      })
      .toBe(true);
    const before = watch.moves;
    await twoIdleMoments(page);
    quietRounds = watch.onTheirWay === 0 && watch.moves === before ? quietRounds + 1 : 0;
  }
}

/**
 * Resolves once the page has nothing more on its way: its load's calls are in (the network is idle), and then it is
 * quiet (`untilQuiet`, the reveal throttle included). Only then does the absence of what such a request would bring
 * (a part, a launch) say it never comes. The browser's own `networkidle` is no help for that after the load: it is
 * reached once per page and stays reached.
 */
export async function untilPageSettles(page: Page): Promise<void> {
  const watch = watchRequests(page);
  try {
    await page.waitForLoadState('networkidle');
    await untilQuiet(page, watch, { quietMs: REVEAL_QUIET_MS });
  } finally {
    watch.stop();
  }
}
