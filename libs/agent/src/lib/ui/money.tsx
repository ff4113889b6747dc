import { useIntl } from 'react-intl';
import { useWalletCurrency } from '@wl/api-client';
import { formatAmount } from '@wl/i18n';

export interface AgentCurrency {
  currencySymbol: string;
  decimals: number;
  /** Its smallest amount, one minor unit ("0.01", or "1" without minor units). */
  smallest: string;
  /** An amount in this currency and the reader's locale, the symbol before the digits and after any sign. */
  format: (value: number) => string;
}

/** The agent's wallet currency: team and report amounts are in it, as the agent's own wallet is. */
export function useAgentCurrency(): AgentCurrency {
  const intl = useIntl();
  const { currencySymbol, decimals } = useWalletCurrency();
  const format = (value: number) => formatAmount(intl, value, currencySymbol);
  const smallest = decimals === 0 ? '1' : `0.${'1'.padStart(decimals, '0')}`;
  return { currencySymbol, decimals, smallest, format };
}

/** An amount in the agent's wallet currency. */
export function Money({ value }: { value: number }) {
  return <>{useAgentCurrency().format(value)}</>;
}
