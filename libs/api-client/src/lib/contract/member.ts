import { z } from 'zod';
import { NoArgs, NoValue, paged, Paging, type CallContract } from './shared';
import type { CALLS } from '../calls';
import {
  EXCLUSION_DAYS,
  FEEDBACK_LENGTH,
  LIMIT_PERIODS,
  PAYMENT_PASSWORD_LENGTH,
  PROFILE_FIELDS,
  PROFILE_VALUE_MAX_LENGTH,
  REALITY_CHECK_MINUTES,
} from '../member-limits';

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

export const FeedbackRequestSchema = z.object({
  content: z.string().trim().min(FEEDBACK_LENGTH.min).max(FEEDBACK_LENGTH.max),
  category: z.string().optional(),
  contact: z.string().optional(),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;

const ProfileField = z.enum(PROFILE_FIELDS);

export const ProfileSchema = z.object({
  values: z.record(ProfileField, z.string()),
  /** The fields the player may change; the others are shown read-only. */
  editable: z.array(ProfileField),
  hasPaymentPassword: z.boolean(),
  /** The language saved with the server (getUpdateLanguage). */
  language: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** A platform message (spec §2 messageV2); `content` is operator HTML. */
export const MessageSchema = z.object({
  messageId: z.number().int(),
  title: z.string(),
  content: z.string(),
  createTime: z.number().int(),
  read: z.boolean(),
});
export type PlatformMessage = z.infer<typeof MessageSchema>;

const LimitPeriod = z.enum(LIMIT_PERIODS);

export const DepositLimitSchema = z.object({
  period: LimitPeriod,
  /** In force now; null is no limit. */
  amount: z.number().positive().nullable(),
  /** A raise waits 24 hours: the amount and when it applies (epoch ms). */
  pending: z.object({ amount: z.number().positive().nullable(), effectiveAt: z.number().int() }).nullable(),
  /** Deposited in the period so far. */
  used: z.number().min(0),
});
export type DepositLimit = z.infer<typeof DepositLimitSchema>;

export const ResponsibleGamingSchema = z.object({
  limits: z.array(DepositLimitSchema),
  realityCheckMinutes: z.number().int().min(REALITY_CHECK_MINUTES.min).max(REALITY_CHECK_MINUTES.max).nullable(),
  /** The session the reality check reports on: when it began (epoch ms) and the net result since. */
  /** How long the session has run when the server answers: the player's own clock may be wrong. */
  session: z.object({ elapsedMs: z.number().int().nonnegative(), netResult: z.number() }),
  /** Whether the player has ever made a deposit order: before the first, the site offers deposit limits. */
  hasDeposited: z.boolean(),
});
export type ResponsibleGaming = z.infer<typeof ResponsibleGamingSchema>;

/** A VIP rank: what it takes (turnover) and what it gives. */
export const VipRankSchema = z.object({
  rankLevel: z.number().int().min(0),
  labelName: z.string(),
  turnoverRequired: z.number().min(0),
  benefits: z.object({
    rebatePercent: z.number().min(0),
    dailyWithdrawals: z.number().int().min(0),
    birthdayBonus: z.number().min(0),
    upgradeBonus: z.number().min(0),
    /** Spec §6: above rank 4 the VIP customer-service channel. */
    vipService: z.boolean(),
  }),
});
export type VipRank = z.infer<typeof VipRankSchema>;

export const contract = {
  info: { request: NoArgs, response: MemberInfoSchema },
  loginInfo: { request: NoArgs, response: LoginInfoSchema },
  icon: { request: NoArgs, response: AvatarSchema },
  avatar: { request: NoArgs, response: AvatarSchema },
  unreadMessages: { request: NoArgs, response: UnreadCountSchema },
  customerServiceUnread: { request: NoArgs, response: UnreadCountSchema },
  updateLanguage: { request: z.object({ language: z.string().regex(/^[A-Z]{2}(-[A-Z]{2})?$/) }), response: NoValue },
  feedback: { request: FeedbackRequestSchema, response: NoValue },
  profile: { request: NoArgs, response: ProfileSchema },
  updateProfile: {
    request: z.object({ values: z.partialRecord(ProfileField, z.string().max(PROFILE_VALUE_MAX_LENGTH)) }),
    response: ProfileSchema,
  },
  paymentPassword: {
    request: z.object({
      oldPaymentPassword: z.string().optional(),
      newPaymentPassword: z.string().min(PAYMENT_PASSWORD_LENGTH.min).max(PAYMENT_PASSWORD_LENGTH.max),
      confirmPaymentPassword: z.string(),
    }),
    response: NoValue,
  },
  staticAvatars: { request: NoArgs, response: z.array(z.string()) },
  setAvatar: { request: z.object({ avatar: z.string().min(1), avatarType: z.literal('STATIC') }), response: AvatarSchema },
  messages: { request: Paging, response: paged(MessageSchema) },
  readMessages: { request: z.object({ messageIds: z.array(z.number().int()).min(1) }), response: UnreadCountSchema },
  referral: { request: NoArgs, response: z.object({ referralCode: z.string(), invitedCount: z.number().int().min(0) }) },
  responsibleGaming: { request: NoArgs, response: ResponsibleGamingSchema },
  setDepositLimits: {
    request: z.object({ limits: z.array(z.object({ period: LimitPeriod, amount: z.number().positive().nullable() })).min(1) }),
    response: ResponsibleGamingSchema,
  },
  setRealityCheck: {
    request: z.object({ minutes: z.number().int().min(REALITY_CHECK_MINUTES.min).max(REALITY_CHECK_MINUTES.max).nullable() }),
    response: ResponsibleGamingSchema,
  },
  vip: { request: NoArgs, response: z.object({ ranks: z.array(VipRankSchema).min(1), turnover: z.number().min(0) }) },
  exclude: {
    request: z.object({
      kind: z.enum(['TIMEOUT', 'SELF_EXCLUSION']),
      days: z.number().int().min(EXCLUSION_DAYS.TIMEOUT.min).max(EXCLUSION_DAYS.SELF_EXCLUSION.max),
    }),
    response: z.object({ until: z.number().int() }),
  },
} satisfies Record<keyof typeof CALLS.member, CallContract>;
