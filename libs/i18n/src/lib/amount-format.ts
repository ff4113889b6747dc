import type { IntlShape } from 'react-intl';

/** Spec §9: the currency symbol shown when the server names none. */
export const DEFAULT_CURRENCY_SYMBOL = '¥';

/** Spec §9: amounts carry two decimals unless the currency has its own (VND has none). */
export const DEFAULT_AMOUNT_DECIMALS = 2;

/** Currencies without minor units, known by the symbol the server sends, or its code (VND has none). */
const ZERO_DECIMAL_SYMBOLS: ReadonlySet<string> = new Set(['₫', 'đ', '₩', 'Rp', 'VND', 'KRW', 'IDR']);

/** How many decimals an amount in this currency carries. */
export const decimalsOf = (currencySymbol: string): number =>
  ZERO_DECIMAL_SYMBOLS.has(currencySymbol.trim()) ? 0 : DEFAULT_AMOUNT_DECIMALS;

/**
 * An amount in the reader's locale: two decimals unless the currency has others, the locale's
 * grouping and decimal marks, the currency symbol before the digits (after any sign). The symbol
 * comes from the merchant's wallet, not an ISO code, so `Intl`'s currency style cannot place it.
 */
export function formatAmount(
  intl: Pick<IntlShape, 'formatNumberToParts'>,
  value: number,
  currencySymbol: string = DEFAULT_CURRENCY_SYMBOL,
  decimals = decimalsOf(currencySymbol),
): string {
  // No sign for what rounds to zero: a float's residue (-2.7e-17) is not "-¥0.00". Told here, not by `signDisplay:
  // 'negative'`, which older WebViews refuse with a RangeError; Intl still rounds the rest (1.005 is 1.01, as written).
  const shown = Number.isFinite(value) && Number(value.toFixed(decimals)) === 0 ? 0 : value;
  const parts = intl.formatNumberToParts(shown, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const firstDigit = parts.findIndex((part) => part.type === 'integer' || part.type === 'nan' || part.type === 'infinity');
  return parts.map((part, index) => (index === firstDigit ? currencySymbol : '') + part.value).join('');
}
