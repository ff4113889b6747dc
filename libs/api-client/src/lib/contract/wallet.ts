import { z } from 'zod';
import { NoArgs, type CallContract } from './shared';
import type { CALLS } from '../calls';

/** CONTRACT.md balance: the sum, the currency and one entry per wallet (0 is the main wallet). */
export const BalanceSchema = z.object({
  sumBalance: z.number(),
  currencySymbol: z.string().min(1),
  balance: z.array(z.object({ accountTypeId: z.number().int(), availBalance: z.number() })),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const TransferRequestSchema = z.object({
  fromAccountTypeId: z.number().int(),
  toAccountTypeId: z.number().int(),
  amount: z.number().positive().multipleOf(0.01),
});
export type TransferRequest = z.infer<typeof TransferRequestSchema>;

export const contract = {
  balance: { request: NoArgs, response: BalanceSchema },
  transfer: { request: TransferRequestSchema, response: BalanceSchema },
  /** Spec §3: a single-wallet merchant has no transfers. */
  merchantWallet: { request: NoArgs, response: z.object({ isSingle: z.boolean() }) },
} satisfies Record<keyof typeof CALLS.wallet, CallContract>;
