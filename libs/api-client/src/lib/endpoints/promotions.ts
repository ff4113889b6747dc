import { SITE_ANNOUNCEMENT_TYPES } from '@wl/brand';
import { baseApi } from '../api';
import { callRequest, moneyRequest, type Money } from '../base-query';
import { PROMOTIONS_CALLS } from '../calls/promotions';
import { PLATFORM_CODE } from '../constants';
import type { Req, Res } from '../contract-types';
import type { InLanguage } from './games';

const C = PROMOTIONS_CALLS;

/** `/promoDetail?promotionId=…`: the promotion a banner or a list opens (docs/decisions.md, Home and lobbies). */
export const PROMO_DETAIL_PATH = '/promoDetail';
export const PROMO_DETAIL_QUERY = 'promotionId';
export const promoDetailPath = (promotionId: number | string) =>
  `${PROMO_DETAIL_PATH}?${PROMO_DETAIL_QUERY}=${encodeURIComponent(String(promotionId))}`;

type PromotionArgs = Req<'promotions', 'joinPromotion'>;

/**
 * The announcements call's arguments, in the player's language: the answer is written in it (the
 * `Language` header), so the language keys the cache and its stored copy, and a switch asks again.
 */
type AnnouncementArgs = InLanguage<Omit<Req<'promotions', 'announcements'>, 'platform'>>;

/**
 * The site's announcements call: those of the four the brand offers, in the brand's default
 * execution (brand config, spec §1). Home, notices, promotions, pop-ups and the modals' banners all
 * read this one answer, so they agree, and a brand without pop-ups shows none.
 */
export function siteAnnouncements(
  brand: { announcementTypes: readonly string[]; announcementDefaultExecution: AnnouncementArgs['execution'] },
  language: string,
): AnnouncementArgs {
  // The brand schema makes every brand offer one of them at least.
  const types = SITE_ANNOUNCEMENT_TYPES.filter((type) => brand.announcementTypes.includes(type)).join(',');
  return { types, execution: brand.announcementDefaultExecution, language };
}

export const promotionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Kept in session storage and fetched once per set of types and language (spec §4). */
    getAnnouncements: build.query<Res<'promotions', 'announcements'>, AnnouncementArgs>({
      query: ({ language, ...args }) =>
        callRequest(
          C.announcements,
          { ...args, platform: PLATFORM_CODE },
          { persist: { key: `announcements.${args.types}.${args.execution}.${language}`, scope: 'site' } },
        ),
    }),
    joinPromotion: build.mutation<Res<'promotions', 'joinPromotion'>, PromotionArgs>({
      query: (args) => callRequest(C.joinPromotion, args),
      invalidatesTags: ['Promotions', 'LoginInfo'],
    }),
    /** A reward and a raffle prize add to the balance: keyed as money actions, so a retry after a lost answer claims once. */
    requestPromotionReward: build.mutation<Res<'promotions', 'requestReward'>, Money<PromotionArgs>>({
      query: (args) => moneyRequest(C.requestReward, args),
      invalidatesTags: ['Promotions', 'Balance'],
    }),
    /** Missions and rewards are titled in the player's language: keyed by it, as the winners board is. */
    getMissionSummary: build.query<Res<'promotions', 'missionSummary'>, InLanguage>({
      query: () => callRequest(C.missionSummary),
      providesTags: ['Promotions'],
    }),
    getMissionLeaderboard: build.query<Res<'promotions', 'missionLeaderboard'>, Req<'promotions', 'missionLeaderboard'>>({
      query: (args) => callRequest(C.missionLeaderboard, args),
      providesTags: ['Promotions'],
    }),
    claimRaffle: build.mutation<Res<'promotions', 'claimRaffle'>, Money<PromotionArgs>>({
      query: (args) => moneyRequest(C.claimRaffle, args),
      invalidatesTags: ['Promotions', 'Balance'],
    }),
    getRewardCenter: build.query<Res<'promotions', 'rewardCenter'>, InLanguage>({
      query: () => callRequest(C.rewardCenter),
      providesTags: ['Promotions'],
    }),
    applyPromotion: build.mutation<Res<'promotions', 'applyPromotion'>, Req<'promotions', 'applyPromotion'>>({
      query: (args) => callRequest(C.applyPromotion, args),
      invalidatesTags: ['Promotions'],
    }),
    /** Games named in the player's language (the `Language` header says it): the language keys the cache, as games' do. */
    getWinnerBoard: build.query<Res<'promotions', 'winnerBoard'>, InLanguage>({ query: () => callRequest(C.winnerBoard) }),
  }),
});

export const {
  useGetAnnouncementsQuery,
  useJoinPromotionMutation,
  useRequestPromotionRewardMutation,
  useGetMissionSummaryQuery,
  useGetMissionLeaderboardQuery,
  useClaimRaffleMutation,
  useGetWinnerBoardQuery,
  useApplyPromotionMutation,
  useGetRewardCenterQuery,
} = promotionsApi;
