/** Spec §4 activity statuses, as the wire names them, with their message keys. */
export const ACTIVITY_STATUS_KEYS = {
  JOINED: 'promotion.status.joined',
  APPLYING: 'promotion.status.applying',
  REJECTED: 'promotion.status.rejected',
  ISSUED: 'promotion.status.issued',
  CLAIMED: 'promotion.status.claimed',
  PROCESS: 'promotion.status.process',
  CLOSE: 'promotion.status.close',
  COMING_SOON: 'promotion.status.comingSoon',
} as const;
export type ActivityStatus = keyof typeof ACTIVITY_STATUS_KEYS;

/** The promotion categories the operator uses today; one it adds later reads as "Other" until it has a name. */
const CATEGORY_KEYS: Record<string, string> = {
  NEW_MEMBER: 'promotion.category.newMember',
  CASHBACK: 'promotion.category.cashback',
  TOURNAMENT: 'promotion.category.tournament',
  REFERRAL: 'promotion.category.referral',
  RAFFLE: 'promotion.category.raffle',
};
export const ALL_CATEGORIES = 'ALL';
/** The one choice holding every category without a name of its own: several "Other" chips could not be told apart. */
export const OTHER_CATEGORIES = 'OTHER';
/**
 * The category choice a promotion is filed under: its own category when it has a name, else "Other" — a missing or
 * empty one too, as `categoryKey` labels its card "Other": the chip must show the cards that say so.
 */
export const categoryChoiceOf = (category: string | undefined) =>
  category && Object.hasOwn(CATEGORY_KEYS, category) ? category : OTHER_CATEGORIES;
export const categoryKey = (category: string | undefined) =>
  category === ALL_CATEGORIES ? 'promotion.category.all' : (category && CATEGORY_KEYS[category]) || 'promotion.category.other';

/** The category choices of a promotion list, in the order the operator listed them, "Other" once. */
export function categoriesOf(promotions: ReadonlyArray<{ category?: string }>): string[] {
  return [...new Set(promotions.map((promotion) => categoryChoiceOf(promotion.category)))];
}
