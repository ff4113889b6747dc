import { z } from 'zod';
import { NoArgs, paged, Paging, type CallContract } from './shared';
import type { CALLS } from '../calls';

/** Spec §3 points. */
export const PointBalanceSchema = z.object({
  currentPoints: z.number().int().min(0),
  pointsRatio: z.number().positive(),
  pointsBalance: z.number(),
});
export type PointBalance = z.infer<typeof PointBalanceSchema>;

export const PointRewardSchema = z.object({
  rewardId: z.number().int(),
  rewardName: z.string(),
  imageUrl: z.string(),
  pointsRequired: z.number().int().positive(),
  amountRequired: z.number().min(0),
  availableQuantity: z.number().int().min(0),
});
export type PointReward = z.infer<typeof PointRewardSchema>;

/** Spec §4 redeem statuses: in process, approved, rejected. */
export const RedemptionSchema = z.object({
  redeemId: z.number().int(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  redeemQuantity: z.number().int().positive(),
  changedPoints: z.number().int(),
  status: z.enum(['PROCESS', 'APPROVED', 'REJECTED']),
  createTime: z.number().int(),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

export const PointTransactionSchema = z.object({
  transId: z.number().int(),
  type: z.enum(['EARN', 'REDEEM', 'CONVERT']),
  changedPoints: z.number().int(),
  pointsAfter: z.number().int(),
  createTime: z.number().int(),
  remark: z.string(),
});
export type PointTransaction = z.infer<typeof PointTransactionSchema>;

const PaymentPassword = z.string().min(1);

export const contract = {
  balance: { request: NoArgs, response: PointBalanceSchema },
  rewards: { request: NoArgs, response: z.array(PointRewardSchema) },
  redeem: {
    request: z.object({ rewardId: z.number().int(), redeemQuantity: z.number().int().positive(), paymentPassword: PaymentPassword }),
    response: RedemptionSchema,
  },
  redemptions: { request: Paging, response: paged(RedemptionSchema) },
  config: {
    request: NoArgs,
    response: z.object({
      enabled: z.boolean(),
      pointsRatio: z.number().positive(),
      minConvertPoints: z.number().int().positive(),
      /** Spec §9 game point labels, by category. */
      gamePointRates: z.record(z.string(), z.number()),
    }),
  },
  convert: {
    request: z.object({ points: z.number().int().positive(), paymentPassword: PaymentPassword }),
    response: z.object({ changedPoints: z.number().int(), amount: z.number(), currentPoints: z.number().int() }),
  },
  transactions: { request: Paging, response: paged(PointTransactionSchema) },
} satisfies Record<keyof typeof CALLS.points, CallContract>;
