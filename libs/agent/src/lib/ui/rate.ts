import { useIntl } from 'react-intl';

/** A contract's rate (hundredths of a percent on the wire) as a percentage, in the reader's language. */
export function useRate() {
  const intl = useIntl();
  return (rate: number) => intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 });
}
