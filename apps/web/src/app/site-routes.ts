import type { BrandConfig } from '@wl/brand';
import {
  loadDownloadPage,
  loadHelpCenterPage,
  loadHelpPage,
  loadJoinPage,
  loadNoticePage,
  loadPromoDetailPage,
  loadPromotionsPage,
  loadSeamlessPage,
  loadVipPage,
  prefetchHomeAnnouncements,
  prefetchSiteAnnouncements,
} from '@wl/content';
import { loadEGamePage, loadGamePage, loadIframeGamePage, prefetchHotGames, prefetchLobby } from '@wl/games';
import type { LanguageCode } from '@wl/i18n';
import { loadElottPage, loadLotteryPage } from '@wl/lottery';
import { loadResponsibleGamingPage, RESPONSIBLE_GAMING_PATH } from '@wl/member';
import { loadPointMallPage } from '@wl/wallet';
import type { PageLoader } from './chunks/page-preloads';
import type { LAYOUTS } from './layout/layouts';
import { loadHomeWithGames, loadHotWithGames } from './pages/with-game-sections';
import { DOWNLOAD_PATH, LOGIN_PATH } from './site-paths';
import type { AppStore } from './store';

/** Spec §2: the home route and its aliases. */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home'] as const;

/** What the page a visit opens on may need to know before it renders. */
export interface FirstVisit {
  brand: BrandConfig;
  language: LanguageCode;
  pathname: string;
  search: string;
}

export interface SiteRoute {
  paths: readonly string[];
  layout: keyof typeof LAYOUTS;
  load: PageLoader;
  /** The page's first calls, when the page's largest paint waits on them: started while the site opens; settles with them. */
  prefetch?: (store: AppStore, visit: FirstVisit) => Promise<unknown>;
  /** The page reads only the catalogs' shell part (libs/i18n `catalog-parts.ts`): it shows without waiting for the rest. */
  shellCatalog?: boolean;
  /** A game page: the phone's tab bar shows its games tab as the current section there. */
  gamePage?: boolean;
  /** Spec §2: open to guests even with `loginedToHomePage` on. */
  openToGuests?: boolean;
  /** The one address of a route whose paths are aliases of one page (home's, /register.html), for search engines. */
  canonical?: string;
}

/** The promotions', a promotion's and the notices' first call: the site announcements their cards are drawn from. */
const siteAnnouncements: SiteRoute['prefetch'] = (store, visit) => store.dispatch(prefetchSiteAnnouncements(visit.brand, visit.language));

/**
 * The site map of spec §2: every route, its aliases and parameters, its layout; each page its own
 * chunk. Free of React and of the pages themselves: the site's start (`site-start.ts`) reads it
 * before React has arrived.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    paths: HOME_PATHS,
    canonical: '/',
    layout: 'full',
    load: loadHomeWithGames,
    prefetch: (store, { brand, language }) => store.dispatch(prefetchHomeAnnouncements(brand, language)),
    shellCatalog: true,
  },
  {
    paths: ['/register', '/register.html'],
    canonical: '/register',
    layout: 'full',
    load: () => import('./pages/register-page'),
    openToGuests: true,
  },
  { paths: ['/noticePage'], layout: 'full', load: loadNoticePage, prefetch: siteAnnouncements },
  { paths: ['/vip'], layout: 'bare', load: loadVipPage },
  { paths: ['/pointMall'], layout: 'headerFooter', load: loadPointMallPage },
  { paths: [RESPONSIBLE_GAMING_PATH], layout: 'full', load: loadResponsibleGamingPage },
  { paths: ['/sports/:game?', '/esports/:game?', '/cockfight/:game?'], layout: 'headerFooter', load: loadGamePage, gamePage: true },
  {
    paths: ['/rng/:pageType?', '/bgs/:pageType?', '/bingo/:pageType?', '/live/:pageType?', '/fish/:pageType?', '/pvp/:pageType?'],
    layout: 'headerFooter',
    load: loadEGamePage,
    prefetch: (store, { brand, pathname, search, language }) =>
      store.dispatch(prefetchLobby(pathname, search, language, brand.gameSelectionTypes)),
    shellCatalog: true,
    gamePage: true,
  },
  { paths: ['/lottery', '/vnlottery', '/seaLottery'], layout: 'headerOnly', load: loadLotteryPage, gamePage: true },
  { paths: ['/elott'], layout: 'full', load: loadElottPage, gamePage: true },
  {
    paths: ['/hot'],
    layout: 'full',
    load: loadHotWithGames,
    prefetch: (store, { language }) => store.dispatch(prefetchHotGames(language)),
    gamePage: true,
  },
  {
    paths: ['/promotions'],
    layout: 'full',
    load: loadPromotionsPage,
    prefetch: siteAnnouncements,
    shellCatalog: true,
  },
  { paths: ['/promoDetail'], layout: 'full', load: loadPromoDetailPage, prefetch: siteAnnouncements },
  { paths: ['/help'], layout: 'full', load: loadHelpPage },
  { paths: [DOWNLOAD_PATH], layout: 'full', load: loadDownloadPage, openToGuests: true },
  { paths: ['/join'], layout: 'full', load: loadJoinPage },
  { paths: ['/seamless'], layout: 'headerSideMenu', load: loadSeamlessPage },
  { paths: ['/helpmc'], layout: 'footerOnly', load: loadHelpCenterPage, openToGuests: true },
  { paths: ['/game'], layout: 'headerOnly', load: loadIframeGamePage, gamePage: true },
  { paths: [LOGIN_PATH], layout: 'headerFooter', load: () => import('./pages/login-page'), openToGuests: true },
  { paths: ['*'], layout: 'full', load: () => import('./pages/not-found-page') },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a path of the site map matches a location's path as React Router matches its routes:
 * letter case aside, with or without a trailing slash, `:name?` an optional segment, `*` anything.
 * (React Router's own `matchPath` would make the site's start wait for the router to download.)
 */
export function matchesRoutePath(path: string, pathname: string): boolean {
  if (path === '*') return true;
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i').test(pathname);
}

/** The route a location's path opens: the first in the site map that matches it. */
export function routeAt(pathname: string): SiteRoute | undefined {
  return SITE_ROUTES.find((route) => route.paths.some((path) => matchesRoutePath(path, pathname)));
}

/** Spec §2: whether a location's route is open to guests with `loginedToHomePage` on (a route not found is not). */
export const openToGuests = (pathname: string): boolean => routeAt(pathname)?.openToGuests === true;

/** A lobby's `:pageType`, taken and not read (docs/decisions.md): `/live/EVO` is the page `/live` is. */
const UNREAD_SEGMENT = ':pageType?';

/**
 * The page's one address for search engines: the path of the site map it matched, in the map's letter case and
 * without a trailing slash (/Promotions/ is /promotions), its parameters as given; an alias as its route's own
 * address (/home is /); null where no route answers (not found).
 */
export function canonicalPath(pathname: string): string | null {
  for (const route of SITE_ROUTES) {
    const path = route.paths.find((declared) => matchesRoutePath(declared, pathname));
    if (!path) continue;
    if (path === '*') return null;
    const given = pathname.split('/').filter(Boolean);
    const segments = (route.canonical ?? path)
      .split('/')
      .filter(Boolean)
      .flatMap((segment, index) =>
        !segment.startsWith(':') ? [segment] : segment === UNREAD_SEGMENT || !given[index] ? [] : [given[index]],
      );
    return `/${segments.join('/')}`;
  }
  return null;
}
