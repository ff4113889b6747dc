/** Vendor lanes and categories, lobbies, hot/recent/favourite games, game launch. */
export { CATEGORY_ROUTES } from './lib/navigation/nav-rules';
export { CategoryChips, NavigationFrame } from './lib/navigation/game-navigation';
export { NavigationBar } from './lib/navigation/navigation-bar';
export { useNavigationItems, useNavigationSettled } from './lib/navigation/use-navigation-items';
export { prefetchHotGames, prefetchLobby } from './lib/lobby/lobby-opening';
/** The game popup's id, for the site's check that it registers its popup under the same (a spec). */
export { GAME_POPUP_MODAL } from './lib/launch/use-launch-game';

/** Each page is its own chunk: the site imports these loaders, never the pages. */
export const loadGamePage = () => import('./lib/pages/game-page');
export const loadEGamePage = () => import('./lib/pages/egame-page');
export const loadIframeGamePage = () => import('./lib/pages/iframe-game-page');
export const loadGamePopupBody = () => import('./lib/pages/game-popup-body');
/** Home's game sections (vendor lanes, hot games, popular lottery, recently played), handed to the home and hot pages by the site. */
export const loadHomeGameSections = () => import('./lib/home/home-game-sections');
