/** Balance, deposit, withdraw, transfers, records and the points mall. */
export { WALLET_CENTER_PAGES } from './lib/center/wallet-center-pages';
/** `/pointMall`: its own chunk; the site imports the loader, never the page. */
export const loadPointMallPage = () => import('./lib/points-mall/point-mall-page');
