/**
 * Member constants the browser needs and the contract checks (no zod here, so the site may import
 * them). Responsible-gaming bounds follow what UKGC and MGA licensees offer (docs/decisions.md).
 */

/** Feedback length bounds (spec §5 gives none): long enough to say something, short enough to read. */
export const FEEDBACK_LENGTH = { min: 10, max: 1000 } as const;

/** Spec §3 labelled profile fields. */
export const PROFILE_FIELDS = [
  'nickname',
  'fullname',
  'email',
  'mobileNum',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The most the update-profile call takes of any value, in UTF-16 code units (as `maxLength` counts). */
export const PROFILE_VALUE_MAX_LENGTH = 200;

/** Payment password length, as the sandbox and the platform take it. */
export const PAYMENT_PASSWORD_LENGTH = { min: 6, max: 20 } as const;

/**
 * The server's `paymentPassword` rule with its bounds narrowed to the set-payment-password call's: a password the
 * merchant's rule allows but the call refuses is stopped too, and the message names the bounds that really hold.
 */
export function withinPaymentPasswordLength<Rule extends { minLength: number; maxLength: number }>(rule: Rule): Rule {
  const { min, max } = PAYMENT_PASSWORD_LENGTH;
  return { ...rule, minLength: Math.max(rule.minLength, min), maxLength: Math.min(rule.maxLength, max) };
}

/** The periods a deposit limit covers: 24 hours, 7 days, a month. The lowest that applies wins. */
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** A raised (or removed) limit applies only after this long; a cut applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

/** The reality check's interval, the player's choice. */
export const REALITY_CHECK_MINUTES = { min: 10, max: 60 } as const;

/** A time-out lasts 24 hours to 6 weeks, a self-exclusion 6 months to 5 years (in days). */
export const EXCLUSION_DAYS = { TIMEOUT: { min: 1, max: 42 }, SELF_EXCLUSION: { min: 182, max: 1826 } } as const;
export type ExclusionKind = keyof typeof EXCLUSION_DAYS;
