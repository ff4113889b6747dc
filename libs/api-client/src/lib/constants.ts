/** Spec constants the wire carries; the endpoints and the sandbox both read them from here. */

/** Spec §4 / §6: the customer type (`isAgent`) of a session. */
export const CUSTOMER_TYPE = { member: 0, agent: 1, agentLevel2: 2, trial: 4, agentLevel41: 41, agentLevel42: 42 } as const;
/** Spec §6: the customer types that open the agent center. */
export const AGENT_CUSTOMER_TYPES: readonly number[] = [
  CUSTOMER_TYPE.agent,
  CUSTOMER_TYPE.agentLevel2,
  CUSTOMER_TYPE.agentLevel41,
  CUSTOMER_TYPE.agentLevel42,
];

export function isAgentType(customerType: number): boolean {
  return AGENT_CUSTOMER_TYPES.includes(customerType);
}

export function isTrialType(customerType: number): boolean {
  return customerType === CUSTOMER_TYPE.trial;
}

/** The largest page a paged call takes (the contract's `Paging`): a long list is asked for in the fewest calls. */
export const LARGEST_PAGE_SIZE = 200;

/** Spec §9: platform code W; vendor platform html5-desktop. */
export const PLATFORM_CODE = 'W';
export const VENDOR_PLATFORM = 'html5-desktop';
/** Spec §3 hot-game request. */
export const HOT_GAME_IS_PLATFORM = 2;
/** Spec §9 counts. */
export const POPULAR_LOTTERY_COUNT = 20;
export const VN_NUMBERS_COUNT = 100;
/** Spec §3 game launch constants. */
export const GAME_LAUNCH = { accountType: 1, confirmTrans: 0, launchMode: 'GLS', clientType: 3 } as const;
export const LOTTERY_LAUNCH_MODE = 'LOTT';
/** Spec §7: free play sends gateway version 3 in a header. */
export const GATEWAY_VERSION_HEADER = 'Gateway-Version';
export const FREE_PLAY_GATEWAY_VERSION = '3';
/** docs/api-contract.md: login and register send `Device: WEB`. */
export const DEVICE = 'WEB';
/** Spec §3: registrations from this site say so (`registerMethod`). */
export const REGISTER_METHOD = 'WEB';
/** Spec §5 / §9 activity application: comment length, image count, size and types. Checked by the site and by the server. */
export const ACTIVITY_APPLICATION = {
  commentMaxLength: 140,
  maxImages: 3,
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;
export type ActivityImageType = (typeof ACTIVITY_APPLICATION)['imageTypes'][number];
/** Spec §3: game categories of the vendor lanes. */
export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
/**
 * Each category's name in the catalogs, wherever the site names one (the navigation, home's lanes,
 * the points' rates by category): the two lottery lanes, ELOTT and LOTT, are one "Lottery".
 */
export const CATEGORY_LABEL_KEYS = {
  LOTTERY: 'nav.category.LOTTERY',
  LIVE: 'nav.category.LIVE',
  SPORTS: 'nav.category.SPORTS',
  FISH: 'nav.category.FISH',
  RNG: 'nav.category.RNG',
  PVP: 'nav.category.PVP',
  ESPORTS: 'nav.category.ESPORTS',
  COCKFIGHT: 'nav.category.COCKFIGHT',
} as const;

/**
 * Every money POST carries this header, made once per player action, so a retry is applied once. Here,
 * not with the wallet's constants: the base query reads it at the start (a call carrying it may be resent).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
