import { relay, type CallSpec } from './call-spec';

/** Announcements, promotions, missions, rewards and the winners board (spec §7). */
export const PROMOTIONS_CALLS = {
  // No token (spec §7 marks none): the answer is kept for the whole tab, so it must be no player's own.
  announcements: { method: 'GET', path: relay('MCSFE_getListAnnouncements'), answer: 'object' },
  joinPromotion: { method: 'POST', path: relay('MCSFE_signUpPromotionJoin'), token: 'required', answer: 'object' },
  requestReward: { method: 'POST', path: relay('MCSFE_signUpRequestReward'), token: 'required', answer: 'object' },
  missionSummary: { method: 'GET', path: relay('MCSFE_getMissionSummaryDetails'), token: 'required', answer: 'object' },
  missionLeaderboard: { method: 'GET', path: relay('MCSFE_getMissionLeaderboard'), token: 'required', answer: 'array' },
  claimRaffle: { method: 'POST', path: relay('MCS2_claimRafflePromotion'), token: 'required', answer: 'object' },
  // Spec §2 "activity apply with image upload": path ours (docs/decisions.md, "Content").
  applyPromotion: { method: 'POST', path: relay('MCSFE_signUpPromotionApply'), token: 'required', answer: 'object' },
  rewardCenter: { method: 'GET', path: relay('MCSFE_getRewardCenter'), token: 'required', answer: 'array' },
  winnerBoard: { method: 'GET', path: relay('ODSFE2_getWinnerBoard'), answer: 'array' },
} as const satisfies Record<string, CallSpec>;
