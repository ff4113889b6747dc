import { lazy } from 'react';
import type { MemberCenterPages } from './member-center';

/** The member library's own entries (the non-money ones), each its own chunk. */
export const MEMBER_CENTER_PAGES: MemberCenterPages = {
  securityCenter: lazy(() => import('../account/security-center-page')),
  profile: lazy(() => import('../account/profile-page')),
  rewardCenter: lazy(() => import('../rewards/reward-center-page')),
  referral: lazy(() => import('../referral/referral-page')),
  missionLeaderboard: lazy(() => import('../missions/missions-page')),
  messageV2: lazy(() => import('../messages/messages-page')),
};
