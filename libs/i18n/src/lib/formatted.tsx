import { useIntl } from 'react-intl';
import { formatAmount } from './amount-format';

/** An amount as spec §9 writes it, in the reader's locale. */
export function Amount({ value, currencySymbol }: { value: number; currencySymbol?: string }) {
  const intl = useIntl();
  return <>{formatAmount(intl, value, currencySymbol)}</>;
}
