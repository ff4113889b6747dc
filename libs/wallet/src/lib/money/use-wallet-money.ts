import { useIntl } from 'react-intl';
import { useWalletCurrency } from '@wl/api-client';
import { formatMoney, type Money, type MoneyFormatOptions } from './money';

/**
 * An amount in the wallet's own currency (its symbol and decimals) and the player's locale, as the
 * money pages show limits, orders and records; unlike the balance's own `format`, never hidden.
 */
export function useWalletMoney(): (amount: Money | number, options?: MoneyFormatOptions) => string {
  const intl = useIntl();
  const { currencySymbol } = useWalletCurrency();
  return (amount, options) => formatMoney(amount, intl.locale, currencySymbol, options);
}
