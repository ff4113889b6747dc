import { useIntl } from 'react-intl';
import { useWalletCurrency } from '@wl/api-client';
import { formatAmount } from '@wl/i18n';

export interface MemberCurrency {
  currencySymbol: string;
  decimals: number;
  /** An amount in this currency and the reader's locale, the symbol before the digits and after any sign. */
  format: (value: number) => string;
}

/** The player's wallet currency: limits, rewards and the session's net result are in it, as the wallet is. */
export function useMemberCurrency(): MemberCurrency {
  const intl = useIntl();
  const { currencySymbol, decimals } = useWalletCurrency();
  return { currencySymbol, decimals, format: (value) => formatAmount(intl, value, currencySymbol) };
}
