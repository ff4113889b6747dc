import { useBrand } from '@wl/brand';
import { DEFAULT_CURRENCY_SYMBOL, decimalsOf } from '@wl/i18n/amounts';
import { baseApi } from '../api';
import { callRequest, moneyRequest, type Money } from '../base-query';
import { WALLET_CALLS } from '../calls/wallet';
import type { Req, Res } from '../contract-types';

const C = WALLET_CALLS;

/**
 * Every wallet answer is tagged `Balance`: a money action refreshes the balance, the withdrawal
 * info and the records at once (spec §4: the balance is refreshed after every money action).
 */
export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Kept in session storage and fetched once (spec §4); a transfer or `refetch()` reloads it. */
    getBalance: build.query<Res<'wallet', 'balance'>, void>({
      query: () => callRequest(C.balance, {}, { persist: { key: 'balance', scope: 'player' } }),
      providesTags: ['Balance'],
    }),
    transferFunds: build.mutation<Res<'wallet', 'transfer'>, Money<Req<'wallet', 'transfer'>>>({
      query: (args) => moneyRequest(C.transfer, args),
      invalidatesTags: ['Balance', 'LoginInfo'],
    }),
    transferAllToMain: build.mutation<Res<'wallet', 'transferAll'>, Money<object>>({
      query: (args) => moneyRequest(C.transferAll, args),
      invalidatesTags: ['Balance', 'LoginInfo'],
    }),
    getMerchantWallet: build.query<Res<'wallet', 'merchantWallet'>, void>({
      query: () => callRequest(C.merchantWallet),
      providesTags: ['Balance'],
    }),
    transferToUpline: build.mutation<Res<'wallet', 'transferUpline'>, Money<Req<'wallet', 'transferUpline'>>>({
      query: (args) => moneyRequest(C.transferUpline, args),
      invalidatesTags: ['Balance', 'LoginInfo'],
    }),
    getDepositChannels: build.query<Res<'wallet', 'depositChannels'>, void>({
      query: () => callRequest(C.depositChannels),
      providesTags: ['Balance'],
    }),
    /**
     * Each deposit order counts against the deposit limits and ends the first-deposit limit offer
     * (docs/decisions.md): the responsible-gaming answer, tagged `Member`, is asked again.
     */
    deposit: build.mutation<Res<'wallet', 'deposit'>, Money<Req<'wallet', 'deposit'>>>({
      query: (args) => moneyRequest(C.deposit, args),
      invalidatesTags: ['Balance', 'Member'],
    }),
    /** Also the player's: whether a payment password is set and the payee name on file, which My account changes. */
    getWithdrawInfo: build.query<Res<'wallet', 'withdrawInfo'>, void>({
      query: () => callRequest(C.withdrawInfo),
      providesTags: ['Balance', 'Member'],
    }),
    // Keyed as money actions are: a Save sent again after a lost answer would add the account twice.
    addBankAccount: build.mutation<Res<'wallet', 'addBankAccount'>, Money<Req<'wallet', 'addBankAccount'>>>({
      query: (args) => moneyRequest(C.addBankAccount, args),
      invalidatesTags: ['Balance'],
    }),
    withdraw: build.mutation<Res<'wallet', 'withdraw'>, Money<Req<'wallet', 'withdraw'>>>({
      query: (args) => moneyRequest(C.withdraw, args),
      invalidatesTags: ['Balance', 'LoginInfo'],
    }),
    confirmReceipt: build.mutation<Res<'wallet', 'confirmReceipt'>, Req<'wallet', 'confirmReceipt'>>({
      query: (args) => callRequest(C.confirmReceipt, args),
      invalidatesTags: ['Balance'],
    }),
    getTransactions: build.query<Res<'wallet', 'transactions'>, Req<'wallet', 'transactions'>>({
      query: (args) => callRequest(C.transactions, args),
      providesTags: ['Balance'],
    }),
    getBets: build.query<Res<'wallet', 'bets'>, Req<'wallet', 'bets'>>({
      query: (args) => callRequest(C.bets, args),
      providesTags: ['Balance'],
    }),
    getProfit: build.query<Res<'wallet', 'profit'>, Req<'wallet', 'profit'>>({
      query: (args) => callRequest(C.profit, args),
      providesTags: ['Balance'],
    }),
    getBonuses: build.query<Res<'wallet', 'bonuses'>, Req<'wallet', 'bonuses'>>({
      query: (args) => callRequest(C.bonuses, args),
      providesTags: ['Balance'],
    }),
  }),
});

export const {
  useGetBalanceQuery,
  useTransferFundsMutation,
  useTransferAllToMainMutation,
  useGetMerchantWalletQuery,
  useTransferToUplineMutation,
  useGetDepositChannelsQuery,
  useDepositMutation,
  useGetWithdrawInfoQuery,
  useAddBankAccountMutation,
  useWithdrawMutation,
  useConfirmReceiptMutation,
  useGetTransactionsQuery,
  useGetBetsQuery,
  useGetProfitQuery,
  useGetBonusesQuery,
} = walletApi;

/**
 * The merchant's currency before, or without, a player's wallet: the brand's `currencySymbol`, spec §9's ¥
 * when the brand names none. What a guest sees amounts in (the home's winners).
 */
export const useMerchantCurrencySymbol = (): string => useBrand().currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;

/**
 * The player's wallet currency (the balance call's `currencySymbol`, the merchant's until it answers) and
 * its decimals: limits, rewards, team figures and VIP bonuses are in the merchant's one currency, as the
 * wallet is.
 */
export function useWalletCurrency(): { currencySymbol: string; decimals: number } {
  const merchantCurrency = useMerchantCurrencySymbol();
  const currencySymbol = useGetBalanceQuery().data?.currencySymbol ?? merchantCurrency;
  return { currencySymbol, decimals: decimalsOf(currencySymbol) };
}
