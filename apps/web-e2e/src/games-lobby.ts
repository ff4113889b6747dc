import type { Page } from '@playwright/test';
import { REVEAL_QUIET_MS, untilQuiet, watchRequests } from './page-settled';
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

/**
 * Fails every games call of this page with the sandbox's per-request fault header, so tests running
 * beside it on the same sandbox are not touched. Returns a function that stops failing them once the
 * page has settled (page-settled.ts: nothing on its way or moving, across the browser's idle moments and
 * React's reveal throttle): a refetch sent as the faults stopped (a page coming back refetches what
 * failed) would otherwise mend the page before the test's own retry.
 */
export async function failGamesCalls(page: Page): Promise<() => Promise<void>> {
  const fail = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-failure-rate': '1' } });
  // Every request, not only the games calls: a chunk on its way may make games calls of its own when it arrives.
  const watch = watchRequests(page);
  for (const pattern of GAMES_CALLS) await page.route(pattern, fail);
  return async () => {
    try {
      await untilQuiet(page, watch, { quietMs: REVEAL_QUIET_MS });
    } finally {
      watch.stop();
    }
    for (const pattern of GAMES_CALLS) await page.unroute(pattern, fail);
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
