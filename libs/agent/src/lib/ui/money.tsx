import { useIntl } from 'react-intl';
import { useGetBalanceQuery } from '@wl/api-client';
import { DEFAULT_CURRENCY_SYMBOL, formatAmount } from '@wl/i18n';
import { decimalsOf } from '@wl/ui-kit';

export interface AgentCurrency {
  currencySymbol: string;
  decimals: number;
  /** Its smallest amount, one minor unit ("0.01", or "1" without minor units). */
  smallest: string;
  /** An amount in this currency and the reader's locale, the symbol before the digits and after any sign. */
  format: (value: number) => string;
}

/**
 * The agent's wallet currency (the balance call's `currencySymbol`, ¥ until it answers): team and
 * report amounts are in the merchant's one currency, as the agent's own wallet is.
 */
export function useAgentCurrency(): AgentCurrency {
  const intl = useIntl();
  const currencySymbol = useGetBalanceQuery().data?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const decimals = decimalsOf(currencySymbol);
  const format = (value: number) => formatAmount(intl, value, currencySymbol, decimals);
  const smallest = decimals === 0 ? '1' : `0.${'1'.padStart(decimals, '0')}`;
  return { currencySymbol, decimals, smallest, format };
}

/** An amount in the agent's wallet currency. */
export function Money({ value }: { value: number }) {
  return <>{useAgentCurrency().format(value)}</>;
}
