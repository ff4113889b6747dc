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

/** Each page is its own chunk: the site imports these loaders, never the pages. */
export const loadGamePage = () => import('./lib/pages/game-page');
export const loadEGamePage = () => import('./lib/pages/egame-page');
export const loadIframeGamePage = () => import('./lib/pages/iframe-game-page');
export const loadGamePopupBody = () => import('./lib/pages/game-popup-body');
