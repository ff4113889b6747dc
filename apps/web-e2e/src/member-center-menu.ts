/**
 * Spec §2: the member center's 13 entries, in order. Written out from the spec, not imported from
 * `@wl/member`, so a wrong list in the code fails the tests instead of agreeing with them.
 */
export const MEMBER_CENTER_MENU = [
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
