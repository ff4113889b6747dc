/**
 * What home draws under its top, in a chunk of its own: the first banner, the page's largest paint,
 * does not wait for these to download and run.
 */
export { PopupNotices } from './popup-notices';
export { WinnersBoard } from '../winners/winners-board';
