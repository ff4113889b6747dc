import fc from 'fast-check';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { decimalsOf, LOCALE_BY_LANGUAGE } from '@wl/i18n';
import { latinDigits, parseAmount } from '@wl/ui-kit';
import { formatMoney, smallestAmount, toMoney, type Money } from './money';

/** Every language the site offers, so every catalog's locale (and the right-to-left ones). */
const LOCALES = [...new Set(Object.values(LOCALE_BY_LANGUAGE))];
const SYMBOLS = ['¥', '₫', '฿', 'R$'];

/** An amount as minor units: up to a trillion, negative too. */
const minorUnits = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n });
const asDecimal = (minor: bigint, decimals: number) => {
  if (decimals === 0) return minor.toString();
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(decimals + 1, '0');
  return toMoney(`${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`);
};

/** What `formatMoney` wrote, back to a canonical decimal string (null when it is not an amount): the test's oracle. */
function parseMoney(text: string, locale: string, currencySymbol: string, decimals = decimalsOf(currencySymbol)): Money | null {
  // Without the direction marks a right-to-left locale writes before the sign.
  const trimmed = latinDigits(text.trim(), locale).replace(/^[\u200e\u200f\u061c]+/, '');
  const negative = trimmed.startsWith('-');
  const unsigned = (negative ? trimmed.slice(1) : trimmed).replace(currencySymbol, '');
  const parsed = parseAmount(unsigned, locale, decimals);
  if (parsed === null) return null;
  const value = new Big(parsed);
  return (negative ? value.neg() : value).toString();
}

describe("amount formatting (spec §9: 2 decimals and thousands separators in the player's locale)", () => {
  it('writes every amount so that it reads back as itself, in every locale and currency', () => {
    fc.assert(
      fc.property(minorUnits, fc.constantFrom(...LOCALES), fc.constantFrom(...SYMBOLS), (minor, locale, symbol) => {
        const decimals = symbol === '₫' ? 0 : 2;
        const amount = asDecimal(minor, decimals);
        expect(parseMoney(formatMoney(amount, locale, symbol), locale, symbol)).toBe(amount);
      }),
      { numRuns: 500 },
    );
  });

  it('the smallest amount a currency has is one of its last decimal: 0.01 for ¥, 1 for ₫ (no amount below it is sent)', () => {
    expect(smallestAmount(2)).toBe('0.01');
    expect(smallestAmount(0)).toBe('1');
  });

  it("shows the currency's own decimals: two for ¥, none for VND", () => {
    expect(formatMoney('1234567.5', 'en', '¥')).toBe('¥1,234,567.50');
    expect(formatMoney('1234567', 'vi', '₫')).toBe('₫1.234.567');
    expect(formatMoney('-0.1', 'en', '¥')).toBe('-¥0.10');
    expect(formatMoney(0.1 + 0.2, 'en', '¥')).toBe('¥0.30');
  });

  it('a negative amount in a right-to-left locale opens with a left-to-right mark, as Intl writes, so its sign is drawn before it', () => {
    const LRM = '\u200e';
    expect(formatMoney('-1234.5', 'ar', '¥')).toBe(`${LRM}-¥1,234.50`);
    expect(formatMoney('-1234.5', 'ur', '¥')).toBe(`${LRM}-¥1,234.50`);
    expect(formatMoney('-1234.5', 'fa', '¥')).toBe(`${LRM}-¥۱٬۲۳۴٫۵۰`);
    expect(formatMoney('1234.5', 'ar', '¥')).toBe('¥1,234.50');
    expect(formatMoney('-1234.5', 'en', '¥')).toBe('-¥1,234.50');
  });

  it("a gain shown with its sign takes Intl's plus, after a right-to-left locale's mark; nothing gained, no sign", () => {
    const LRM = '\u200e';
    const signed = { signDisplay: 'exceptZero' } as const;
    expect(formatMoney('1234.5', 'en', '¥', signed)).toBe('+¥1,234.50');
    expect(formatMoney('1234.5', 'ar', '¥', signed)).toBe(`${LRM}+¥1,234.50`);
    expect(formatMoney('-1234.5', 'ar', '¥', signed)).toBe(`${LRM}-¥1,234.50`);
    expect(formatMoney('0', 'en', '¥', signed)).toBe('¥0.00');
    // Rounded to nothing gained, as Intl judges the sign of what it shows.
    expect(formatMoney('0.4', 'vi', '₫', signed)).toBe('₫0');
  });
});
