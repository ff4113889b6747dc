/**
 * Amounts typed by players are decimal strings ("1234.5"), never floats: 0.1 + 0.2 must not reach
 * a wallet. Comparisons run on whole minor units (BigInt).
 */
import { DEFAULT_AMOUNT_DECIMALS } from '@wl/i18n';

/**
 * Digits read in every locale: a keyboard may type them where `Intl` writes Latin ones ("th", "ar"), and a Chinese or
 * Japanese input method in full-width mode types "１００" whatever the site's language.
 */
const TYPED_DIGITS = ['arab', 'arabext', 'thai', 'fullwide'];

const digitsByLocale = new Map<string, Map<string, string>>();

/**
 * Each digit the locale writes (Bengali, Myanmar, Persian…), and the Arabic-Indic, Persian, Thai and full-width ones, to 0-9:
 * learnt from `Intl`, as `formatDecimal` writes them, so every locale it formats reads back. Kept, as it runs per key.
 */
function digitsOf(locale: string): Map<string, string> {
  let digits = digitsByLocale.get(locale);
  if (!digits) {
    const formats = [
      new Intl.NumberFormat(locale, { useGrouping: false }),
      ...TYPED_DIGITS.map((numberingSystem) => new Intl.NumberFormat('en', { numberingSystem, useGrouping: false })),
    ];
    digits = new Map(formats.flatMap((format) => Array.from({ length: 10 }, (_, digit) => [format.format(digit), String(digit)] as const)));
    digitsByLocale.set(locale, digits);
  }
  return digits;
}

/** Digits the locale writes, and the Arabic-Indic, Persian, Thai and full-width ones a keyboard may type, as 0-9; other characters as they are. */
export function latinDigits(text: string, locale: string): string {
  const digits = digitsOf(locale);
  return [...text].map((char) => digits.get(char) ?? char).join('');
}

export interface NumberMarks {
  decimal: string;
  group: string;
}

export function numberMarks(locale: string): NumberMarks {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * What the player typed, as a canonical decimal string ("1234.5"), or `null` when it is not a
 * non-negative amount. The locale's decimal mark (and `.`, where it is not the group mark) ends the
 * whole part; digits beyond `decimals` are refused. Grouping marks are dropped where they group: between
 * groups of three digits (or two, as Indian grouping writes "12,34,567"), never in the fraction. A mark
 * anywhere else is refused rather than dropped: "12.50" in Portuguese or "1,2345" in English is not 1250 or 12345 (but a
 * keypad's "12,5" in English is 12.5). A space counts as a grouping mark; around the amount it is ignored.
 */
export function parseAmount(text: string, locale: string, decimals: number = DEFAULT_AMOUNT_DECIMALS): string | null {
  const { decimal, group } = numberMarks(locale);
  const typed = latinDigits(text.trim(), locale);
  // An iPhone whose region writes "12,5" offers only "," on the decimal keypad, whatever the site's language: where the
  // decimal mark is ".", a lone "," before the last one or two digits, with no decimal mark anywhere, is that mark. A
  // group ends in three digits, so "1,250" still groups; three decimals could be either, so they are left to group.
  const keypadFraction = /^[^,.\u066b\uff0e]*,(\d+)$/.exec(typed)?.[1];
  const keypadDecimal = decimal === '.' && keypadFraction !== undefined && keypadFraction.length <= Math.min(decimals, 2);
  const plain = keypadDecimal ? typed.replace(',', '.') : typed;
  // Where the decimal mark is a comma, only the locale's own group mark groups: a dot where it groups ("1.234,5" in
  // Indonesian), and otherwise a dot is a decimal mark too, so a keypad's "12.50" in Russian is never 1250. Elsewhere
  // commas (and the locale's own mark) group. A full-width input method (Chinese, Japanese) writes numbers as those
  // languages do: its "，" (U+FF0C) groups and its "．" (U+FF0E) is the decimal mark, in every locale.
  const groups = decimal === ',' ? [group, '\uff0c'] : [',', '\u066c', '\uff0c', group];
  // Where the locale's decimal mark is ".", the Arabic one ("٫", U+066B) is read as it too: the site's Arabic (`ar`) writes
  // "." but an Arabic keyboard types "٫", as it types Arabic-Indic digits.
  const decimalMarks = decimal === '.' ? ['.', '\u066b', '\uff0e'] : [decimal, '\uff0e'];
  // A space inside groups as any mark does (the locale's may be a no-break one, "1 234,5"): "100 50" is refused, not 10050.
  const normalised = [...plain]
    .map((char) => (/\s/.test(char) || groups.includes(char) ? ',' : decimalMarks.includes(char) ? '.' : char))
    .join('');
  const match = /^([\d,]*)(?:\.(\d*))?$/.exec(normalised);
  if (!match) return null;
  const [, grouped, fraction = ''] = match;
  const [first, ...rest] = grouped.split(',');
  const wellGrouped =
    rest.length === 0 ||
    (/^\d{1,3}$/.test(first) && rest.every((part, index) => part.length === 3 || (index < rest.length - 1 && part.length === 2)));
  if (!wellGrouped) return null;
  const whole = grouped.replace(/,/g, '');
  if (whole === '' && !fraction) return null;
  if (fraction.length > decimals) return null;
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return fraction ? `${integer}.${fraction}` : integer;
}

/** The amount in minor units (cents), exact. */
export function toMinorUnits(amount: string, decimals: number = DEFAULT_AMOUNT_DECIMALS): bigint {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

/** Grouped in the locale, with exactly `decimals` decimals; from the string, so no digit is rounded. */
export function formatDecimal(amount: string, locale: string, decimals: number = DEFAULT_AMOUNT_DECIMALS): string {
  const [whole, fraction = ''] = amount.split('.');
  const format = new Intl.NumberFormat(locale, { useGrouping: true });
  const grouped = format.format(BigInt(whole));
  if (decimals === 0) return grouped;
  return `${grouped}${numberMarks(locale).decimal}${localiseDigits(fraction.padEnd(decimals, '0'), locale)}`;
}

function localiseDigits(digits: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { useGrouping: false });
  return [...digits].map((digit) => format.format(Number(digit))).join('');
}

export type AmountProblem = { kind: 'invalid' } | { kind: 'min'; limit: string } | { kind: 'max'; limit: string };

/** Whether an amount (canonical string) lies within the inclusive limits. */
export function checkAmount(
  amount: string,
  limits: { min?: string; max?: string },
  decimals: number = DEFAULT_AMOUNT_DECIMALS,
): AmountProblem | null {
  const value = toMinorUnits(amount, decimals);
  if (limits.min !== undefined && value < toMinorUnits(limits.min, decimals)) return { kind: 'min', limit: limits.min };
  if (limits.max !== undefined && value > toMinorUnits(limits.max, decimals)) return { kind: 'max', limit: limits.max };
  return null;
}
