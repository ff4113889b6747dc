import { z } from 'zod';
import { NoArgs, NoValue, type CallContract } from './shared';
import type { CALLS } from '../calls';

/** Spec §3 member info. */
export const MemberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** The customer type (isAgent) of spec §4. */
  type: z.number().int(),
  /** Whether the player may transfer to the upline (spec §6). */
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }).nullable(),
  memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/** Spec §3 "Store": what the header and the member center show after login. */
export const LoginInfoSchema = z.object({
  balance: z.number(),
  currencySymbol: z.string(),
  vipLabelName: z.string(),
  vipRankLevel: z.number().int(),
  hasVip: z.boolean(),
  availablePromoCount: z.number().int(),
  unreadMessage: z.number().int(),
  availablePromo: z.object({ REFERRAL: z.object({ enabled: z.boolean() }) }),
});
export type LoginInfo = z.infer<typeof LoginInfoSchema>;

/** Spec §3 avatar. */
export const AvatarSchema = z.object({ avatar: z.string(), avatarType: z.enum(['CUSTOM', 'STATIC']) });
export type Avatar = z.infer<typeof AvatarSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const FeedbackRequestSchema = z.object({ content: z.string().trim().min(1).max(1000), category: z.string().optional(), contact: z.string().optional() });
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;

export const contract = {
  info: { request: NoArgs, response: MemberInfoSchema },
  loginInfo: { request: NoArgs, response: LoginInfoSchema },
  icon: { request: NoArgs, response: AvatarSchema },
  avatar: { request: NoArgs, response: AvatarSchema },
  unreadMessages: { request: NoArgs, response: UnreadCountSchema },
  customerServiceUnread: { request: NoArgs, response: UnreadCountSchema },
  updateLanguage: { request: z.object({ language: z.string().regex(/^[A-Z]{2}(-[A-Z]{2})?$/) }), response: NoValue },
  feedback: { request: FeedbackRequestSchema, response: NoValue },
} satisfies Record<keyof typeof CALLS.member, CallContract>;
