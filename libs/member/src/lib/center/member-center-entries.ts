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

/** The menu entry a page lives under: the profile is opened from the security center and stays under it. */
export function menuEntryOf(entry: MemberCenterEntry): (typeof MEMBER_CENTER_ENTRIES)[number] {
  return entry === MEMBER_PROFILE_PAGE ? 'securityCenter' : entry;
}

/** Each entry's name in the catalogs. */
export const MEMBER_CENTER_ENTRY_KEYS: Record<MemberCenterEntry, string> = {
  securityCenter: 'member.entry.securityCenter',
  transferFund: 'member.entry.transferFund',
  depositv2: 'member.entry.depositv2',
  withdraw: 'member.entry.withdraw',
  transferUpline: 'member.entry.transferUpline',
  personalHistoryCopy: 'member.entry.personalHistoryCopy',
  transactionHistory: 'member.entry.transactionHistory',
  personalProfit: 'member.entry.personalProfit',
  bonusDetails: 'member.entry.bonusDetails',
  rewardCenter: 'member.entry.rewardCenter',
  referral: 'member.entry.referral',
  missionLeaderboard: 'member.entry.missionLeaderboard',
  messageV2: 'member.entry.messageV2',
  profile: 'member.entry.profile',
};

/** The entry whose badge counts open missions. */
export const MISSION_ENTRY: MemberCenterEntry = 'missionLeaderboard';

export function isMemberCenterEntry(value: unknown): value is MemberCenterEntry {
  return value === MEMBER_PROFILE_PAGE || (MEMBER_CENTER_ENTRIES as readonly unknown[]).includes(value);
}
