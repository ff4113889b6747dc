import type { Page } from '@playwright/test';
import { text } from './shell-text';

/** Issue 12: the calls of the games domain, every one of which the fault test fails. */
export const GAMES_CALLS = [
  '**/wps/relay/GCSGAME_*',
  '**/wps/relay/MCSFE_*Favorite*',
  '**/wps/relay/GCS_recentGame*',
  '**/wps/relay/GLS2_roomList*',
  '**/wps/game/launchGame*',
  '**/lgw/games/**',
];

/**
 * Fails every games call of this page with the sandbox's per-request fault header, so tests running
 * beside it on the same sandbox are not touched. Returns a function that stops failing them.
 */
export async function failGamesCalls(page: Page): Promise<() => Promise<void>> {
  const fail = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-failure-rate': '1' } });
  for (const pattern of GAMES_CALLS) await page.route(pattern, fail);
  return async () => {
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
