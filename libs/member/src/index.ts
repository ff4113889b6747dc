/** Member center, profile, avatar, messages, missions and referral. */
/** The center's modal body; the site renders it from its own lazily loaded body with the wallet's pages. */
export { MemberCenterBody } from './lib/center/member-center-body';
/** For the header: unread platform messages (none fetched for a trial account), the session clock, the reality check. */
export { UnreadMessagesBadge } from './lib/messages/unread-messages-badge';
export { SessionClock } from './lib/responsible-gaming/session-clock';
export { useHeaderNickname } from './lib/account/header-nickname';
/** The reality check: only a logged-in player's pages show it, so it is its own chunk. */
export const loadRealityCheck = () => import('./lib/responsible-gaming/reality-check');
/** Deposit limits, also offered at registration (a modal body, its own chunk) and beside the first deposit. */
export { FirstDepositLimitOffer } from './lib/responsible-gaming/deposit-limit-offer';
export const loadDepositLimitOfferBody = () => import('./lib/responsible-gaming/deposit-limit-offer-body');
export { RESPONSIBLE_GAMING_PATH } from './lib/responsible-gaming/responsible-gaming-path';
/** The site's logout ends the session as self-exclusion does: within a bounded wait for the server. */
export const loadResponsibleGamingPage = () => import('./lib/responsible-gaming/responsible-gaming-page');
