import { useIntl } from 'react-intl';

/**
 * The decimals of a rate, in percent: as many as it is shown with and an offer may carry (spec §4 sets none), so a
 * rate confirmed is the rate sent, and two rates compared never read alike.
 */
export const RATE_DECIMALS = 2;

/** Whether a rate (in percent) has no more decimals than `RATE_DECIMALS`. */
export const withinRateDecimals = (rate: number) => Number(rate.toFixed(RATE_DECIMALS)) === rate;

/** A contract's rate (a percentage on the wire) as a percentage, in the reader's language. */
export function useRate() {
  const intl = useIntl();
  return (rate: number) => intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: RATE_DECIMALS });
}
