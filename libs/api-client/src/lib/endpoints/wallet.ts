import { baseApi } from '../api';
import { callRequest } from '../base-query';
import { CALLS } from '../calls';
import type { Req, Res } from '../contract-types';

const C = CALLS.wallet;

export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Kept in session storage and fetched once (spec §4); a transfer or `refetch()` reloads it. */
    getBalance: build.query<Res<'wallet', 'balance'>, void>({
      query: () => callRequest(C.balance, {}, { persist: { key: 'balance', scope: 'player' } }),
      providesTags: ['Balance'],
    }),
    transferFunds: build.mutation<Res<'wallet', 'transfer'>, Req<'wallet', 'transfer'>>({
      query: (args) => callRequest(C.transfer, args),
      invalidatesTags: ['Balance', 'LoginInfo'],
    }),
    getMerchantWallet: build.query<Res<'wallet', 'merchantWallet'>, void>({ query: () => callRequest(C.merchantWallet) }),
  }),
});

export const { useGetBalanceQuery, useTransferFundsMutation, useGetMerchantWalletQuery } = walletApi;
