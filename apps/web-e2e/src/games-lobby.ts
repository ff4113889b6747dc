import { expect, type Page, type Request } from '@playwright/test';
import { text } from './shell-text';

/** Issue 12: the calls of the games domain, every one of which the fault test fails. */
export const GAMES_CALLS = [
  /\/wps\/relay\/GCSGAME_/,
  /\/wps\/relay\/MCSFE_[^/?]*Favorite/,
  /\/wps\/relay\/GCS_recentGame/,
  /\/wps\/relay\/GLS2_roomList/,
  /\/wps\/game\/launchGame/,
  /\/lgw\/games\//,
];

/** How long the page must have no games call on its way before the faults stop. */
const QUIET_MS = 500;

/**
 * Fails every games call of this page with the sandbox's per-request fault header, so tests running
 * beside it on the same sandbox are not touched. Returns a function that stops failing them once the
 * page has had no games call on its way for a moment: a refetch sent as the faults stopped (a page
 * coming back refetches what failed) would otherwise mend the page before the test's own retry.
 */
export async function failGamesCalls(page: Page): Promise<() => Promise<void>> {
  const fail = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-failure-rate': '1' } });
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const track = (request: Request) => {
    if (GAMES_CALLS.some((pattern) => pattern.test(request.url()))) {
      pending.add(request);
      lastChange = Date.now();
    }
  };
  const settle = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('request', track);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  for (const pattern of GAMES_CALLS) await page.route(pattern, fail);
  return async () => {
    await expect.poll(() => pending.size === 0 && Date.now() - lastChange >= QUIET_MS, { intervals: [100] }).toBe(true);
    for (const pattern of GAMES_CALLS) await page.unroute(pattern, fail);
    page.off('request', track);
    page.off('requestfinished', settle);
    page.off('requestfailed', settle);
  };
}

/** Home's pop-up notices show once per session: tests about other things start with them seen. */
export async function skipHomePopups(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('home.popupsSeen', '1'));
}

/** A lobby's grid of games, named after its vendor. */
export function lobbyGrid(page: Page, vendor: string) {
  return page.getByRole('list', { name: text('games.lobby.grid', { vendor }) });
}
