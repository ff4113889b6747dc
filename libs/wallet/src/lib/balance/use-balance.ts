import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useGetBalanceQuery, type Balance, HIDDEN_AMOUNT, useBalanceHidden, useWalletCurrency } from '@wl/api-client';
import { formatMoney, toMoney, type Money } from '../money/money';

/** What the phone's chip draws for a balance that could not be fetched; its words are read, not drawn. */
export const UNAVAILABLE_AMOUNT = '—';
/** What the phone's chip draws beside a balance whose refresh failed (a warning sign, drawn as text); its words are read. */
export const STALE_MARK = '\u26a0\ufe0e';

export interface BalanceState {
  /** The raw answer, once fetched. */
  balance?: Balance;
  /** The sum as a decimal string; undefined while 'balance updating'. */
  total?: Money;
  /** The sum in the player's locale, asterisks when hidden; undefined until fetched. */
  shown?: string;
  /** Formats another amount of this wallet (its currency, the player's locale, hidden or not). */
  format: (amount: Money | number) => string;
  currencySymbol?: string;
  hidden: boolean;
  setHidden: (hidden: boolean) => void;
  refreshing: boolean;
  /** The call failed and there is no earlier answer to show. */
  failed: boolean;
  /** The last refresh failed: `balance` is an earlier answer, no longer known to be current. */
  stale: boolean;
  /** Why, when `failed` or `stale`: the api-client's failure, with its catalogued message. */
  error?: unknown;
  refresh: () => void;
}

/**
 * The player's balance (spec §3, §4, §9): fetched once and kept for the visit, refreshed by every
 * money action (the api-client's tags), by `refresh()`, and when the player comes back to the tab
 * (from a game opened in another window).
 */
export function useBalance(): BalanceState {
  const intl = useIntl();
  const query = useGetBalanceQuery();
  const [hidden, setHidden] = useBalanceHidden();
  // The balance's own symbol, the merchant's until it answers.
  const { currencySymbol } = useWalletCurrency();
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onReturn);
    return () => document.removeEventListener('visibilitychange', onReturn);
  }, [refetch]);

  const balance = query.data;
  const format = (amount: Money | number) => (hidden ? HIDDEN_AMOUNT : formatMoney(amount, intl.locale, currencySymbol));
  return {
    balance,
    total: balance ? toMoney(balance.sumBalance) : undefined,
    shown: balance ? format(balance.sumBalance) : undefined,
    format,
    currencySymbol: balance?.currencySymbol,
    hidden,
    setHidden,
    refreshing: query.isFetching,
    // The error, not `isError`: a retry under way keeps it, so what says so (and its busy refresh) stays until an answer.
    // A failed refresh keeps the earlier answer and says it failed (docs/decisions.md: QueryView's error above the content).
    failed: !balance && query.error !== undefined,
    stale: !!balance && query.error !== undefined,
    error: query.error,
    refresh,
  };
}
