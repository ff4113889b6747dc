import { NOTICE_MODAL } from '@wl/content';

/** The ids of the site's own modals (the auth ones come from `@wl/auth`; the notice's from `@wl/content`, which opens it). */
export const SITE_MODALS = {
  notice: NOTICE_MODAL,
  gamePopup: 'gamePopup',
  chatRoom: 'chatRoom',
  memberCenter: 'memberCenter',
  agentCenter: 'agentCenter',
  logout: 'logout',
  depositLimitOffer: 'depositLimitOffer',
} as const;
