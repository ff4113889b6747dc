/** Vendor lanes and categories, lobbies, hot/recent/favourite games, game launch. */
export {
  buildNavigation,
  splitSportsLanes,
  categoryVendors,
  removeOwnItemVendors,
  limitDropdown,
  vendorRoute,
  MAX_DROPDOWN_VENDORS,
  CATEGORY_ROUTES,
  CATEGORY_LABEL_KEYS,
  type NavItem,
  type NavLane,
  type NavVendor,
  type VendorLink,
} from './lib/navigation/nav-rules';
export { GameNavigation } from './lib/navigation/game-navigation';
export { useNavigationItems } from './lib/navigation/use-navigation-items';

export { launchTarget, LOTTERY_ROUTES, VASSALAGE_GAME, type Launchable, type LaunchTarget } from './lib/launch/launch-rules';
export { GAME_POPUP_MODAL, type GamePopupProps } from './lib/launch/use-launch-game';
export type { HomeGameSections } from './lib/home/home-game-sections';

/** Each page is its own chunk: the site imports these loaders, never the pages. */
export const loadGamePage = () => import('./lib/pages/game-page');
export const loadEGamePage = () => import('./lib/pages/egame-page');
export const loadIframeGamePage = () => import('./lib/pages/iframe-game-page');
export const loadGamePopupBody = () => import('./lib/pages/game-popup-body');
/** Home's game sections (vendor lanes, hot games, popular lottery, recently played), handed to the home and hot pages by the site. */
export const loadHomeGameSections = () => import('./lib/home/home-game-sections');
