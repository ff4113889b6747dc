import Big from 'big.js';
import { decimalsOf } from '@wl/i18n';
import { formatDecimal } from '@wl/ui-kit';

/**
 * Money in the wallet is a decimal string ("1250.5") from the wire to the screen; arithmetic runs
 * on big.js, never on floats. The balance call's JSON numbers (docs/api-contract.md) carry at most the
 * currency's decimals, so their shortest decimal text is exact.
 */
export type Money = string;

/** A wire amount (decimal string, or a balance-call number) as a canonical decimal string. */
export const toMoney = (amount: Money | number): Money => new Big(amount).toString();

/**
 * An amount typed, as it is sent ('' while none is): what keys a money action, so "100.00" typed again after a lost
 * answer is the same withdrawal, deposit or transfer as "100".
 */
export const sentAmount = (amount: Money): Money => amount && toMoney(amount);

/** `from` less `amount`, exactly (a limit less what it has counted). */
export const subtractMoney = (from: Money | number, amount: Money | number): Money => new Big(from).minus(amount).toString();
/** `amount` times a rate (points × their worth), exactly. */
export const multiplyMoney = (amount: Money | number, rate: number): Money => new Big(amount).times(rate).toString();
export const compareMoney = (a: Money | number, b: Money | number): number => new Big(a).cmp(b);
/** How much, whichever way it moved (a record's signed amount). */
export const absMoney = (amount: Money | number): Money => new Big(amount).abs().toString();
export const isPositive = (amount: Money | number): boolean => new Big(amount).gt(0);

/**
 * What the locale writes before the digits of a signed amount, as `Intl` does: the sign, opened in right-to-left
 * locales (AR, FA, UR) by a left-to-right mark without which it is drawn after the amount ("¥1,234.50-"). The minus
 * is ASCII's in every locale.
 */
function signBefore(locale: string, value: -1 | 1): string {
  const parts = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).formatToParts(value);
  const digitsAt = parts.findIndex((part) => part.type === 'integer');
  return parts
    .slice(0, digitsAt)
    .map((part) => (part.type === 'minusSign' ? '-' : part.value))
    .join('');
}

/** How an amount is written: its decimals (the currency's unless said), and whether a gain shows its plus, as `Intl`'s `signDisplay`. */
export interface MoneyFormatOptions {
  decimals?: number;
  signDisplay?: 'auto' | 'exceptZero';
}

/**
 * An amount in the player's locale: the currency's decimals (rounded half up), the locale's
 * grouping, decimal mark and digits, the symbol before the digits and after any sign
 * (docs/decisions.md "Amounts").
 */
export function formatMoney(
  amount: Money | number,
  locale: string,
  currencySymbol: string,
  { decimals = decimalsOf(currencySymbol), signDisplay = 'auto' }: MoneyFormatOptions = {},
): string {
  const rounded = new Big(amount).round(decimals, Big.roundHalfUp);
  const digits = formatDecimal(rounded.abs().toFixed(decimals), locale, decimals);
  const sign = rounded.lt(0) ? signBefore(locale, -1) : signDisplay === 'exceptZero' && rounded.gt(0) ? signBefore(locale, 1) : '';
  return `${sign}${currencySymbol}${digits}`;
}

/** The smallest amount a currency of `decimals` decimals has ("0.01"; "1" for ₫): no amount below it is sent. */
export const smallestAmount = (decimals: number): Money => new Big(1).div(new Big(10).pow(decimals)).toString();

/** Whether an amount has no more decimals than a currency has (₫ none): one typed before the currency was known may not. */
export const fitsDecimals = (amount: Money, decimals: number): boolean => new Big(amount).round(decimals, Big.roundDown).eq(amount);
