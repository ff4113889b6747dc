/** Balance, deposit, withdraw, transfers, records and the points mall. */
export { WALLET_CENTER_PAGES } from './lib/center/wallet-center-pages';
