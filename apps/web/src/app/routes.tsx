import { matchPath, Route, Routes } from 'react-router-dom';
import { RequireSession } from '@wl/auth';
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
} from '@wl/content';
import { loadEGamePage, loadGamePage, loadIframeGamePage, prefetchLobby } from '@wl/games';
import { loadCatalog, type LanguageCode } from '@wl/i18n';
import { loadElottPage, loadLotteryPage } from '@wl/lottery';
import { loadResponsibleGamingPage, RESPONSIBLE_GAMING_PATH } from '@wl/member';
import { loadPointMallPage } from '@wl/wallet';
import { LazyPage, preloadPageChunk, type PageLoader } from './chunks/lazy-page';
import { loadHomeWithGames, loadHotWithGames } from './pages/with-game-sections';
import { LAYOUTS, SiteLayout } from './layout/site-layout';
import { useSiteSettings } from './site-settings';
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
  /** The page's first calls, when the page's largest paint waits on them: started while the site opens. */
  prefetch?: (store: AppStore, visit: FirstVisit) => void;
  /** The page reads only the catalogs' shell part (libs/i18n `catalog-parts.ts`): it shows without waiting for the rest. */
  shellCatalog?: boolean;
}

/** The site map of spec §2: every route, its aliases and parameters, its layout; each page its own chunk. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    paths: HOME_PATHS,
    layout: 'full',
    load: loadHomeWithGames,
    prefetch: (store, { brand }) => void store.dispatch(prefetchHomeAnnouncements(brand)),
    shellCatalog: true,
  },
  { paths: ['/register', '/register.html'], layout: 'full', load: () => import('./pages/register-page') },
  { paths: ['/noticePage'], layout: 'full', load: loadNoticePage },
  { paths: ['/vip'], layout: 'bare', load: loadVipPage },
  { paths: ['/pointMall'], layout: 'headerFooter', load: loadPointMallPage },
  { paths: [RESPONSIBLE_GAMING_PATH], layout: 'full', load: loadResponsibleGamingPage },
  { paths: ['/sports/:game?', '/esports/:game?', '/cockfight/:game?'], layout: 'headerFooter', load: loadGamePage },
  {
    paths: ['/rng/:pageType?', '/bgs/:pageType?', '/bingo/:pageType?', '/live/:pageType?', '/fish/:pageType?', '/pvp/:pageType?'],
    layout: 'headerFooter',
    load: loadEGamePage,
    prefetch: (store, { pathname, search, language }) => void store.dispatch(prefetchLobby(pathname, search, language)),
  },
  { paths: ['/lottery', '/vnlottery', '/seaLottery'], layout: 'headerOnly', load: loadLotteryPage },
  { paths: ['/elott'], layout: 'full', load: loadElottPage },
  { paths: ['/hot'], layout: 'full', load: loadHotWithGames },
  { paths: ['/promotions'], layout: 'full', load: loadPromotionsPage },
  { paths: ['/promoDetail'], layout: 'full', load: loadPromoDetailPage },
  { paths: ['/help'], layout: 'full', load: loadHelpPage },
  { paths: ['/download'], layout: 'full', load: loadDownloadPage },
  { paths: ['/join'], layout: 'full', load: loadJoinPage },
  { paths: ['/seamless'], layout: 'headerSideMenu', load: loadSeamlessPage },
  { paths: ['/helpmc'], layout: 'footerOnly', load: loadHelpCenterPage },
  { paths: ['/game'], layout: 'headerOnly', load: loadIframeGamePage },
  { paths: ['/login'], layout: 'headerFooter', load: () => import('./pages/login-page') },
  { paths: ['*'], layout: 'full', load: () => import('./pages/not-found-page') },
];

/**
 * Starts the chunk of the page a visit opens on, and the call its largest paint waits on, while
 * the startup calls (catalog, system status) run, instead of after them. A page that reads more
 * than the catalog's shell part has the rest asked for with its chunk, not once the chunk has run.
 */
export function startFirstPage(store: AppStore, visit: FirstVisit): void {
  const route = SITE_ROUTES.find((candidate) => candidate.paths.some((path) => matchPath(path, visit.pathname)));
  if (!route) return;
  // The calls first: on a connection-limited HTTP/1.1 link they would otherwise queue behind the chunk's many files.
  route.prefetch?.(store, visit);
  preloadPageChunk(route.load);
  // A failure is the page's to show: `WithFullCatalog` asks again and keeps its loading state.
  if (!route.shellCatalog) loadCatalog(visit.language).catch(() => undefined);
}

export function AppRoutes() {
  const { loginedToHomePage } = useSiteSettings();
  return (
    <Routes>
      <Route element={<RequireSession loginedToHomePage={loginedToHomePage} />}>
        {Object.entries(LAYOUTS).map(([name, parts]) => (
          <Route key={name} element={<SiteLayout {...parts} />}>
            {SITE_ROUTES.filter((route) => route.layout === name).flatMap((route) =>
              // Keyed by path: a page that failed does not keep its error on the next route.
              route.paths.map((path) => (
                <Route key={path} path={path} element={<LazyPage key={path} load={route.load} shellCatalog={route.shellCatalog} />} />
              )),
            )}
          </Route>
        ))}
      </Route>
    </Routes>
  );
}
