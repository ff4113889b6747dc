import { expect, type Page, type Request } from '@playwright/test';

/** Two of the browser's idle moments: whatever was already waiting for one (the site's own) has run. */
const twoIdleMoments = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));

/**
 * Resolves once the page has nothing more on its way: its load's calls are in (the network is idle), and the browser's
 * idle moments come and go without asking for anything new (what the first screen lets go of at its idle moment, the
 * footer's chunk and the catalogs' rest, say; or a call an action starts a moment after it) and with nothing still
 * answering. Only then does the absence of what such a request would bring (a part, a launch) say it never comes.
 * The browser's own `networkidle` is no help for that after the load: it is reached once per page and stays reached.
 */
export async function untilPageSettles(page: Page): Promise<void> {
  const onTheirWay = new Set<Request>();
  let asked = 0;
  const leave = (request: Request) => {
    // A stream stays open for good; the browser's own network idle leaves it out too.
    if (request.resourceType() === 'eventsource') return;
    asked++;
    onTheirWay.add(request);
  };
  const arrive = (request: Request) => onTheirWay.delete(request);
  page.on('request', leave);
  page.on('requestfinished', arrive);
  page.on('requestfailed', arrive);
  try {
    await page.waitForLoadState('networkidle');
    for (let before = -1; before !== asked;) {
      before = asked;
      await twoIdleMoments(page);
      await expect.poll(() => onTheirWay.size, { message: 'the page’s requests are answered', intervals: [50] }).toBe(0);
    }
  } finally {
    page.off('request', leave);
    page.off('requestfinished', arrive);
    page.off('requestfailed', arrive);
  }
}
