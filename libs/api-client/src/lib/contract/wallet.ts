import { z } from 'zod';
import { NoArgs, paged, Paging, type CallContract } from './shared';
import type { CALLS } from '../calls';
import {
  BANK_ACCOUNT_LIMITS,
  DEPOSIT_CHANNEL_TYPES,
  ORDER_STATUSES,
  PROFIT_PERIODS,
  RECEIPT_PROOF_LIMITS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WITHDRAWAL_STATUSES,
} from '../wallet-constants';

/**
 * Money on the wire is a decimal string (`"1250.50"`), never a float, except the balance call's
 * fields that docs/api-contract.md gives as JSON numbers (they carry at most the currency's decimals and
 * are read into decimals at once). Every money POST carries an `Idempotency-Key` header made once
 * per player action.
 */
export const MoneySchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal amount');
export const PositiveMoney = MoneySchema.refine((value) => !value.startsWith('-') && /[1-9]/.test(value), 'a positive amount');
/** The date of a record filter, `yyyy-MM-dd` (spec §9 presets pick it). */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** docs/api-contract.md balance: the sum, the currency and one entry per wallet (0 is the main wallet); `name` is ours. */
export const BalanceSchema = z.object({
  sumBalance: z.number(),
  currencySymbol: z.string().min(1),
  balance: z.array(z.object({ accountTypeId: z.number().int(), availBalance: z.number(), name: z.string().optional() })),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const TransferRequestSchema = z.object({
  fromAccountTypeId: z.number().int(),
  toAccountTypeId: z.number().int(),
  amount: PositiveMoney,
});
export type TransferRequest = z.infer<typeof TransferRequestSchema>;

export const DepositChannelSchema = z.object({
  channelId: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  name: z.string(),
  min: MoneySchema,
  max: MoneySchema,
  presets: z.array(MoneySchema),
});
export type DepositChannel = z.infer<typeof DepositChannelSchema>;

/** What the player pays in to: the merchant's bank account, an e-wallet account or a QR code. */
export const PayInSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('BANK'), bankName: z.string(), accountName: z.string(), accountNumber: z.string(), reference: z.string() }),
  z.object({ type: z.literal('EWALLET'), walletName: z.string(), account: z.string(), reference: z.string() }),
  z.object({ type: z.literal('QR'), qrContent: z.string(), reference: z.string() }),
]);
export type PayIn = z.infer<typeof PayInSchema>;

export const DepositOrderSchema = z.object({
  orderId: z.string(),
  channelId: z.string(),
  amount: MoneySchema,
  status: z.enum(ORDER_STATUSES),
  createdAt: z.number().int(),
  payIn: PayInSchema,
});
export type DepositOrder = z.infer<typeof DepositOrderSchema>;

export const BankAccountSchema = z.object({
  bankAccountId: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Only the last four digits reach the site. */
  accountNumberMasked: z.string(),
  payeeName: z.string(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const WithdrawalSchema = z.object({
  orderId: z.string(),
  amount: MoneySchema,
  bankAccountId: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: z.number().int(),
  /** When it was paid out, and until when the player may answer (epoch ms). */
  disbursedAt: z.number().int().optional(),
  receiptDeadline: z.number().int().optional(),
  /** Spec §4: a receipt forced by the deadline; the amount is not refunded. */
  forcedReceipt: z.boolean().optional(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const WithdrawInfoSchema = z.object({
  min: MoneySchema,
  max: MoneySchema,
  /** The main wallet, what can be withdrawn at most. */
  available: MoneySchema,
  /** Turnover still to bet before a withdrawal is allowed ("0.00" when none). */
  turnoverRequired: MoneySchema,
  hasPaymentPassword: z.boolean(),
  /** The server's rule: once a payee name is on file every bank account uses it; null lets the player enter it. */
  payeeName: z.string().nullable(),
  banks: z.array(z.object({ bankCode: z.string(), bankName: z.string() })),
  bankAccounts: z.array(BankAccountSchema),
  /** Disbursed withdrawals waiting for the player's receipt confirmation. */
  awaitingReceipt: z.array(WithdrawalSchema),
  /** Spec §9: the N minutes after which an unanswered disbursement counts as received. */
  autoReceiveMinutes: z.number().int().positive(),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfoSchema>;

export const ConfirmReceiptSchema = z.object({
  orderId: z.string(),
  received: z.boolean(),
  /** Proof of non-receipt, base64 in JSON like the activity application's images. */
  proofs: z
    .array(z.object({ name: z.string().min(1).max(255), type: z.enum(RECEIPT_PROOF_LIMITS.types), data: z.base64() }))
    .max(RECEIPT_PROOF_LIMITS.maxFiles),
});

export const TransactionSchema = z.object({
  transId: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** Signed: money in is positive. */
  amount: MoneySchema,
  status: z.enum(TRANSACTION_STATUSES),
  createdAt: z.number().int(),
  reference: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const BetRecordSchema = z.object({
  betId: z.string(),
  vendor: z.string(),
  gameName: z.string(),
  stake: MoneySchema,
  payout: MoneySchema,
  profit: MoneySchema,
  createdAt: z.number().int(),
});
export type BetRecord = z.infer<typeof BetRecordSchema>;

export const ProfitRowSchema = z.object({
  periodStart: Day,
  periodEnd: Day,
  bets: MoneySchema,
  payouts: MoneySchema,
  bonuses: MoneySchema,
  profit: MoneySchema,
});
export type ProfitRow = z.infer<typeof ProfitRowSchema>;

export const BonusRecordSchema = z.object({
  bonusId: z.string(),
  name: z.string(),
  amount: MoneySchema,
  createdAt: z.number().int(),
  status: z.enum(['ISSUED', 'CLAIMED']),
});
export type BonusRecord = z.infer<typeof BonusRecordSchema>;

const Range = z.object({ from: Day, to: Day });

export const contract = {
  balance: { request: NoArgs, response: BalanceSchema },
  transfer: { request: TransferRequestSchema, response: BalanceSchema },
  /** Every vendor wallet back to the main wallet. */
  transferAll: { request: NoArgs, response: BalanceSchema },
  /** Spec §3: a single-wallet merchant has no transfers. */
  merchantWallet: { request: NoArgs, response: z.object({ isSingle: z.boolean() }) },
  /** Spec §6: a player to the upline, password-checked. */
  transferUpline: { request: z.object({ amount: PositiveMoney, paymentPassword: z.string().min(1) }), response: BalanceSchema },
  depositChannels: { request: NoArgs, response: z.array(DepositChannelSchema) },
  deposit: { request: z.object({ channelId: z.string(), amount: PositiveMoney }), response: DepositOrderSchema },
  withdrawInfo: { request: NoArgs, response: WithdrawInfoSchema },
  addBankAccount: {
    request: z.object({
      bankCode: z.string().min(1),
      accountNumber: z
        .string()
        .regex(new RegExp(`^\\d{${BANK_ACCOUNT_LIMITS.accountNumber.minLength},${BANK_ACCOUNT_LIMITS.accountNumber.maxLength}}$`)),
      payeeName: z.string().trim().min(BANK_ACCOUNT_LIMITS.payeeName.minLength).max(BANK_ACCOUNT_LIMITS.payeeName.maxLength).optional(),
    }),
    response: BankAccountSchema,
  },
  withdraw: {
    request: z.object({ bankAccountId: z.string(), amount: PositiveMoney, paymentPassword: z.string().min(1) }),
    response: WithdrawalSchema,
  },
  confirmReceipt: { request: ConfirmReceiptSchema, response: WithdrawalSchema },
  transactions: {
    request: Range.extend(Paging.shape).extend({ type: z.enum(TRANSACTION_TYPES).optional() }),
    response: paged(TransactionSchema),
  },
  bets: { request: Range.extend(Paging.shape).extend({ vendor: z.string().optional() }), response: paged(BetRecordSchema) },
  profit: { request: Range.extend({ period: z.enum(PROFIT_PERIODS) }), response: z.array(ProfitRowSchema) },
  bonuses: { request: Range.extend(Paging.shape), response: paged(BonusRecordSchema) },
} satisfies Record<keyof typeof CALLS.wallet, CallContract>;
