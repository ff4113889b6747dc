import { baseApi } from '../api';
import { callRequest, moneyRequest, type Money } from '../base-query';
import { POINTS_CALLS } from '../calls/points';
import type { Req, Res } from '../contract-types';
import type { InLanguage } from './games';

const C = POINTS_CALLS;

export const pointsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPointBalance: build.query<Res<'points', 'balance'>, void>({ query: () => callRequest(C.balance), providesTags: ['Points'] }),
    /**
     * Rewards, redemptions and point history carry names and remarks written in the player's language (the
     * `Language` header says it): the language keys their cache, as messages' does, and is not sent.
     */
    getPointRewards: build.query<Res<'points', 'rewards'>, InLanguage>({ query: () => callRequest(C.rewards), providesTags: ['Points'] }),
    /** Checks the payment password: encrypted (docs/api-contract.md). */
    redeemPointReward: build.mutation<Res<'points', 'redeem'>, Money<Req<'points', 'redeem'>>>({
      query: (args) => moneyRequest(C.redeem, args),
      invalidatesTags: ['Points'],
    }),
    getRedemptions: build.query<Res<'points', 'redemptions'>, InLanguage<Req<'points', 'redemptions'>>>({
      query: ({ language: _language, ...args }) => callRequest(C.redemptions, args),
      providesTags: ['Points'],
    }),
    getPointConfig: build.query<Res<'points', 'config'>, void>({ query: () => callRequest(C.config), providesTags: ['Points'] }),
    convertPoints: build.mutation<Res<'points', 'convert'>, Money<Req<'points', 'convert'>>>({
      query: (args) => moneyRequest(C.convert, args),
      invalidatesTags: ['Points', 'Balance'],
    }),
    getPointTransactions: build.query<Res<'points', 'transactions'>, InLanguage<Req<'points', 'transactions'>>>({
      query: ({ language: _language, ...args }) => callRequest(C.transactions, args),
      providesTags: ['Points'],
    }),
  }),
});

export const {
  useGetPointBalanceQuery,
  useGetPointRewardsQuery,
  useRedeemPointRewardMutation,
  useGetRedemptionsQuery,
  useGetPointConfigQuery,
  useConvertPointsMutation,
  useGetPointTransactionsQuery,
} = pointsApi;
