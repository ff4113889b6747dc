import { lazyRetrying } from '@wl/ui-kit';
import type { MemberCenterPages } from './member-center';

/** The member library's own entries (the non-money ones), each its own chunk (fetched again after a failure). */
export const MEMBER_CENTER_PAGES: MemberCenterPages = {
  securityCenter: lazyRetrying(() => import('../account/security-center-page')),
  profile: lazyRetrying(() => import('../account/profile-page')),
  rewardCenter: lazyRetrying(() => import('../rewards/reward-center-page')),
  referral: lazyRetrying(() => import('../referral/referral-page')),
  missionLeaderboard: lazyRetrying(() => import('../missions/missions-page')),
  messageV2: lazyRetrying(() => import('../messages/messages-page')),
};
