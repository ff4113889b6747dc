import { NOTICE_MODAL } from '@wl/content';
import { GAME_POPUP_MODAL } from '@wl/games';

/**
 * The ids of the site's own modals (the auth ones come from `@wl/auth`; the notice's from `@wl/content`, which opens
 * it; the game popup's from `@wl/games`, which opens it).
 */
export const SITE_MODALS = {
  notice: NOTICE_MODAL,
  gamePopup: GAME_POPUP_MODAL,
  chatRoom: 'chatRoom',
  memberCenter: 'memberCenter',
  agentCenter: 'agentCenter',
  logout: 'logout',
  depositLimitOffer: 'depositLimitOffer',
} as const;
