import { ACTIVITY_APPLICATION } from './constants';

/** Wallet values the site and the contract share; plain constants, so browser code can import them without zod. */

export const DEPOSIT_CHANNEL_TYPES = ['BANK', 'EWALLET', 'QR'] as const;
export const ORDER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
/** Spec §4: a disbursed withdrawal waits for "received" or "not received"; past the deadline it counts as received. */
export const WITHDRAWAL_STATUSES = ['PENDING', 'DISBURSED', 'RECEIVED', 'NOT_RECEIVED', 'REJECTED'] as const;
export const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER_IN', 'TRANSFER_OUT', 'BET', 'PAYOUT', 'BONUS', 'ADJUSTMENT'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
/** Spec §9 periods: the profit and loss record, agent contracts and agent reports group by these, in this order. */
export const PROFIT_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type ProfitPeriod = (typeof PROFIT_PERIODS)[number];
const BYTES_PER_MEGABYTE = 1024 * 1024;
/** The activity image's size limit as the messages name it (kept out of the start's constants: only forms with an upload say it). */
export const IMAGE_MAX_MEGABYTES = ACTIVITY_APPLICATION.imageMaxBytes / BYTES_PER_MEGABYTE;
/** Proof of non-receipt (spec §4): the upload limits of §9, the activity application's, so the two never drift apart. */
export const RECEIPT_PROOF_LIMITS = {
  maxFiles: ACTIVITY_APPLICATION.maxImages,
  maxBytes: ACTIVITY_APPLICATION.imageMaxBytes,
  maxMegabytes: IMAGE_MAX_MEGABYTES,
  types: ACTIVITY_APPLICATION.imageTypes,
} as const;
export type ReceiptProofType = (typeof RECEIPT_PROOF_LIMITS)['types'][number];
/** What the add-bank-account call accepts: an account number of digits only, and a payee name counted once trimmed. */
export const BANK_ACCOUNT_LIMITS = {
  accountNumber: { minLength: 6, maxLength: 20 },
  payeeName: { minLength: 2, maxLength: 60 },
} as const;

/**
 * A server rule for a payee name (the wallet's `payeeName`, or the profile's full name, which becomes the
 * withdrawals' payee name) with its bounds narrowed to the add-bank-account call's: a name the rule allows but the
 * call refuses is stopped too, and the message names the bounds that really hold.
 */
export function withinPayeeNameLimits<Rule extends { minLength: number; maxLength: number }>(rule: Rule): Rule {
  const { minLength, maxLength } = BANK_ACCOUNT_LIMITS.payeeName;
  return { ...rule, minLength: Math.max(rule.minLength, minLength), maxLength: Math.min(rule.maxLength, maxLength) };
}
