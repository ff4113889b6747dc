/** The ids of the site's own modals (the auth ones come from `@wl/auth`). */
export const SITE_MODALS = {
  notice: 'notice',
  gamePopup: 'gamePopup',
  chatRoom: 'chatRoom',
  memberCenter: 'memberCenter',
  agentCenter: 'agentCenter',
  logout: 'logout',
  depositLimitOffer: 'depositLimitOffer',
} as const;
