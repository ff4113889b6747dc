import { BRAND_NAME } from './shell-text';

/** Spec §2 layout table: which chrome each route has. */
export const FULL = { header: true, footer: true, side: true };
export const HEADER_FOOTER = { header: true, footer: true, side: false };
const HEADER_ONLY = { header: true, footer: false, side: false };
const HEADER_SIDE = { header: true, footer: false, side: true };
const FOOTER_ONLY = { header: false, footer: true, side: false };
const BARE = { header: false, footer: false, side: false };

export interface RouteCase {
  path: string;
  layout: typeof FULL;
  /** The catalog key (and values) of the page's heading. */
  title: [string, Record<string, string>?];
}

export const home: RouteCase['title'] = ['home.welcome', { brand: BRAND_NAME }];

/** Every route of the spec §2 table, each alias and parameter form. */
export const ROUTES: RouteCase[] = [
  { path: '/', layout: FULL, title: home },
  { path: '/index', layout: FULL, title: home },
  { path: '/index.html', layout: FULL, title: home },
  { path: '/home', layout: FULL, title: home },
  { path: '/register', layout: FULL, title: home },
  { path: '/register.html?referralCode=FRIEND7', layout: FULL, title: home },
  { path: '/noticePage', layout: FULL, title: ['page.notice.title'] },
  { path: '/vip', layout: BARE, title: ['page.vip.title'] },
  { path: '/pointMall', layout: HEADER_FOOTER, title: ['page.pointMall.title'] },
  { path: '/sports', layout: HEADER_FOOTER, title: ['nav.category.SPORTS'] },
  { path: '/sports/SABA', layout: HEADER_FOOTER, title: ['nav.category.SPORTS'] },
  { path: '/esports/IMES', layout: HEADER_FOOTER, title: ['nav.category.ESPORTS'] },
  { path: '/cockfight/DS88', layout: HEADER_FOOTER, title: ['nav.category.COCKFIGHT'] },
  { path: '/rng', layout: HEADER_FOOTER, title: ['nav.category.RNG'] },
  { path: '/rng/slot?page=PG', layout: HEADER_FOOTER, title: ['nav.category.RNG'] },
  { path: '/bgs', layout: HEADER_FOOTER, title: ['page.egame.bgs'] },
  { path: '/bingo', layout: HEADER_FOOTER, title: ['nav.bingo'] },
  { path: '/live?vassalage=EVO', layout: HEADER_FOOTER, title: ['nav.category.LIVE'] },
  { path: '/fish', layout: HEADER_FOOTER, title: ['nav.category.FISH'] },
  { path: '/pvp', layout: HEADER_FOOTER, title: ['nav.category.PVP'] },
  { path: '/lottery?gameCode=TCG&playType=STRAIGHT', layout: HEADER_ONLY, title: ['page.lottery.title'] },
  { path: '/vnlottery', layout: HEADER_ONLY, title: ['page.vnlottery.title'] },
  { path: '/seaLottery', layout: HEADER_ONLY, title: ['page.seaLottery.title'] },
  { path: '/elott', layout: FULL, title: ['page.elott.title'] },
  { path: '/hot', layout: FULL, title: ['page.hot.title'] },
  { path: '/promotions', layout: FULL, title: ['page.promotions.title'] },
  { path: '/promoDetail', layout: FULL, title: ['page.promoDetail.title'] },
  { path: '/help', layout: FULL, title: ['page.help.title'] },
  { path: '/download', layout: FULL, title: ['page.download.title'] },
  { path: '/join', layout: FULL, title: ['page.join.title'] },
  { path: '/seamless', layout: HEADER_SIDE, title: ['page.seamless.title'] },
  { path: '/helpmc', layout: FOOTER_ONLY, title: ['page.helpmc.title'] },
  { path: '/game', layout: HEADER_ONLY, title: ['page.iframeGame.title'] },
];
