import { baseApi } from '../api';
import { callRequest, moneyRequest, type Money } from '../base-query';
import { POINTS_CALLS } from '../calls/points';
import type { Req, Res } from '../contract-types';

const C = POINTS_CALLS;

export const pointsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPointBalance: build.query<Res<'points', 'balance'>, void>({ query: () => callRequest(C.balance), providesTags: ['Points'] }),
    getPointRewards: build.query<Res<'points', 'rewards'>, void>({ query: () => callRequest(C.rewards), providesTags: ['Points'] }),
    /** Checks the payment password: encrypted (docs/api-contract.md). */
    redeemPointReward: build.mutation<Res<'points', 'redeem'>, Money<Req<'points', 'redeem'>>>({
      query: (args) => moneyRequest(C.redeem, args),
      invalidatesTags: ['Points'],
    }),
    getRedemptions: build.query<Res<'points', 'redemptions'>, Req<'points', 'redemptions'>>({
      query: (args) => callRequest(C.redemptions, args),
      providesTags: ['Points'],
    }),
    getPointConfig: build.query<Res<'points', 'config'>, void>({ query: () => callRequest(C.config), providesTags: ['Points'] }),
    convertPoints: build.mutation<Res<'points', 'convert'>, Money<Req<'points', 'convert'>>>({
      query: (args) => moneyRequest(C.convert, args),
      invalidatesTags: ['Points', 'Balance'],
    }),
    getPointTransactions: build.query<Res<'points', 'transactions'>, Req<'points', 'transactions'>>({
      query: (args) => callRequest(C.transactions, args),
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
