/** Spec §2: the member center menu, in order (13 entries). */
export const MEMBER_CENTER_ENTRIES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

/** Spec §2 also names a profile page key, reached from my account rather than the menu. */
export const MEMBER_PROFILE_PAGE = 'profile';

export type MemberCenterEntry = (typeof MEMBER_CENTER_ENTRIES)[number] | typeof MEMBER_PROFILE_PAGE;

/** The entry whose badge counts open missions. */
export const MISSION_ENTRY: MemberCenterEntry = 'missionLeaderboard';

export function isMemberCenterEntry(value: unknown): value is MemberCenterEntry {
  return value === MEMBER_PROFILE_PAGE || (MEMBER_CENTER_ENTRIES as readonly unknown[]).includes(value);
}
