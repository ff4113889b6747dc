import { useIntl } from 'react-intl';
import { useGetBalanceQuery } from '@wl/api-client';
import { DEFAULT_CURRENCY_SYMBOL, formatAmount } from '@wl/i18n';
import { decimalsOf } from '@wl/ui-kit';

export interface MemberCurrency {
  currencySymbol: string;
  decimals: number;
  /** An amount in this currency and the reader's locale, the symbol before the digits and after any sign. */
  format: (value: number) => string;
}

/**
 * The player's wallet currency (the balance call's `currencySymbol`, ¥ until it answers): limits,
 * rewards and the session's net result are in the merchant's one currency, as the wallet is.
 */
export function useMemberCurrency(): MemberCurrency {
  const intl = useIntl();
  const currencySymbol = useGetBalanceQuery().data?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const decimals = decimalsOf(currencySymbol);
  return { currencySymbol, decimals, format: (value) => formatAmount(intl, value, currencySymbol, decimals) };
}
