/** Lottery, vnlottery, seaLottery and e-lottery lobbies, results boards and launch. */

/** Each page is its own chunk: the site imports these loaders, never the pages. */
export const loadLotteryPage = () => import('./lib/pages/lottery-page');
export const loadElottPage = () => import('./lib/pages/elott-page');
