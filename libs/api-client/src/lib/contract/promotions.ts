import { z } from 'zod';
import { ANNOUNCEMENT_TYPES } from '@wl/brand';
import { ACTIVITY_APPLICATION, PLATFORM_CODE } from '../constants';
import { NoArgs, type CallContract } from './shared';
import type { CALLS } from '../calls';

/** docs/api-contract.md banner. */
export const BannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: z.string(),
  url: z.string(),
  title: z.string(),
  redirect: z.string(),
  externalLink: z.string(),
  redirectPromotionId: z.number().int().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A notice; `content` is operator HTML, sanitised where it is shown. */
export const NoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  externalLink: z.string(),
  startTime: z.number().int(),
  category: z.string().optional(),
  imageUrl: z.string().optional(),
});
export type Notice = z.infer<typeof NoticeSchema>;

type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Spec §1 announcement types (the brand's `ANNOUNCEMENT_TYPES`): B banners, PL player notices, PU pop-ups, PR promotions, H hot. */
export const ANNOUNCEMENT_LISTS = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'hot',
} as const satisfies Record<AnnouncementType, string>;

/** One announcement type, as a regular-expression alternation (the types are plain letters). */
const ANNOUNCEMENT_TYPE = `(${ANNOUNCEMENT_TYPES.join('|')})`;

export const AnnouncementsSchema = z.object({
  banners: z.array(BannerSchema).optional(),
  player: z.array(NoticeSchema).optional(),
  popup: z.array(NoticeSchema).optional(),
  promotion: z.array(NoticeSchema).optional(),
  hot: z.array(NoticeSchema).optional(),
});
export type Announcements = z.infer<typeof AnnouncementsSchema>;

export const AnnouncementsRequestSchema = z.object({
  /** Comma-separated announcement types, e.g. `B,PL,PU,PR`. */
  types: z.string().regex(new RegExp(`^${ANNOUNCEMENT_TYPE}(,${ANNOUNCEMENT_TYPE})*$`)),
  platform: z.literal(PLATFORM_CODE),
  execution: z.enum(ANNOUNCEMENT_TYPES),
});
export type AnnouncementsRequest = z.infer<typeof AnnouncementsRequestSchema>;

/** Spec §4 activity statuses. */
export const ActivityStatus = z.enum(['JOINED', 'APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS', 'CLOSE', 'COMING_SOON']);
const PromotionAction = z.object({ promotionId: z.number().int() });

export const Mission = z.object({
  missionId: z.number().int(),
  title: z.string(),
  progress: z.number().int(),
  target: z.number().int(),
  reward: z.number(),
  status: z.enum(['OPEN', 'COMPLETED', 'CLAIMED']),
});

/** A promotion as the reward center lists it, with the player's status (null: not joined). */
export const RewardCenterEntry = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  category: z.string(),
  imageUrl: z.string().optional(),
  status: ActivityStatus.nullable(),
});

/** An activity application (spec §5): a comment and up to three png or jpg images, base64 in JSON. */
export const PromotionApplicationSchema = z.object({
  promotionId: z.number().int(),
  // zod's `max` counts a string's code points (since zod 4's colinhacks/zod#6441), as the site counts: an emoji is one.
  comment: z.string().max(ACTIVITY_APPLICATION.commentMaxLength),
  images: z
    .array(z.object({ name: z.string().min(1).max(255), type: z.enum(ACTIVITY_APPLICATION.imageTypes), data: z.base64() }))
    .max(ACTIVITY_APPLICATION.maxImages),
});
export type PromotionApplication = z.infer<typeof PromotionApplicationSchema>;

export const contract = {
  applyPromotion: { request: PromotionApplicationSchema, response: z.object({ promotionId: z.number().int(), status: ActivityStatus }) },
  announcements: { request: AnnouncementsRequestSchema, response: AnnouncementsSchema },
  joinPromotion: { request: PromotionAction, response: z.object({ promotionId: z.number().int(), status: ActivityStatus }) },
  requestReward: { request: PromotionAction, response: z.object({ promotionId: z.number().int(), status: ActivityStatus }) },
  missionSummary: {
    request: NoArgs,
    /** Spec §2: the mission entry shows a badge with the open mission count when above 0. */
    response: z.object({ openMissionCount: z.number().int().min(0), missions: z.array(Mission) }),
  },
  missionLeaderboard: {
    request: z.object({ missionId: z.coerce.number().int().optional() }),
    response: z.array(z.object({ rank: z.number().int().min(1), userName: z.string(), score: z.number() })),
  },
  claimRaffle: { request: PromotionAction, response: z.object({ prizeName: z.string(), amount: z.number() }) },
  rewardCenter: { request: NoArgs, response: z.array(RewardCenterEntry) },
  winnerBoard: {
    request: NoArgs,
    response: z.array(
      z.object({ userName: z.string(), gameName: z.string(), vassalage: z.string(), winAmount: z.number(), winTime: z.number().int() }),
    ),
  },
} satisfies Record<keyof typeof CALLS.promotions, CallContract>;
