/** Balance, deposit, withdraw, transfers, records and the points mall. */
export { WALLET_CENTER_PAGES } from './lib/center/wallet-center-pages';
/** The header's balance: 'balance updating' or unavailable, show/hide, refresh. */
export { BalanceChip } from './lib/balance/balance-chip';
/** `/pointMall`: its own chunk; the site imports the loader, never the page. */
export const loadPointMallPage = () => import('./lib/points-mall/point-mall-page');
