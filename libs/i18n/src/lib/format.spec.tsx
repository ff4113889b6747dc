import { render, screen } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount-format';
import { formatRelativeTime, relativeTimeParts } from './format';
import { DateTime } from './formatted-time';
import type { LanguageCode } from './languages';
import { LOCALE_BY_LANGUAGE } from './locales';

const intlFor = (language: LanguageCode, messages: Record<string, string> = {}) =>
  createIntl({ locale: LOCALE_BY_LANGUAGE[language], messages });

// Strips the bidi marks Intl adds around numbers in right-to-left locales.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

describe('amounts (spec §9: two decimals, thousands separators, currency symbol)', () => {
  it('uses ¥ when no currency symbol is given', () => {
    expect(formatAmount(intlFor('EN'), 1234567.891)).toBe('¥1,234,567.89');
  });

  it('writes a currency without minor units (₫) with no decimals, rounded', () => {
    expect(formatAmount(intlFor('VI'), 1234567.891, '₫')).toBe('₫1.234.568');
  });

  it("uses the language's own grouping and decimal marks", () => {
    expect(formatAmount(intlFor('VI'), 1234567.891, '¥')).toBe('¥1.234.567,89');
    expect(formatAmount(intlFor('TH'), 1234.5, '฿')).toBe('฿1,234.50');
  });

  it('always shows two decimals, in a right-to-left language too', () => {
    expect(visible(formatAmount(intlFor('AR'), 7))).toBe('¥7.00');
    expect(visible(formatAmount(intlFor('FA'), 1234.5))).toBe('¥۱٬۲۳۴٫۵۰');
  });

  it('puts the symbol after the sign of a negative amount', () => {
    expect(formatAmount(intlFor('EN'), -1234.5)).toBe('-¥1,234.50');
    expect(visible(formatAmount(intlFor('AR'), -0.1))).toBe('-¥0.10');
  });

  it("writes what rounds to zero without a sign: a float's residue is not a debt", () => {
    expect(formatAmount(intlFor('EN'), -2.7e-17)).toBe('¥0.00');
    expect(formatAmount(intlFor('EN'), -0.004)).toBe('¥0.00');
  });

  it('rounds an amount as it is written, half away from zero, as the wallet does (1.005 is 1.01)', () => {
    expect(formatAmount(intlFor('EN'), 1.005)).toBe('¥1.01');
    expect(formatAmount(intlFor('EN'), -2.675)).toBe('-¥2.68');
  });

  it('a currency named by its code (VND, KRW, IDR) carries no decimals, as its symbol does', () => {
    expect(formatAmount(intlFor('VI'), 1234567.891, 'VND')).toBe('VND1.234.568');
    expect(formatAmount(intlFor('EN'), 1500, 'KRW')).toBe('KRW1,500');
  });
});

describe('dates (spec §2: yyyy-MM-dd hh:mm:ss)', () => {
  const at = new Date(2024, 0, 2, 13, 4, 5);

  it.each<LanguageCode>(['EN', 'TH', 'AR'])('writes the fixed pattern on the Gregorian calendar in %s', (language) => {
    render(
      <IntlProvider locale={LOCALE_BY_LANGUAGE[language]}>
        <DateTime value={at} />
      </IntlProvider>,
    );
    expect(screen.getByText('2024-01-02 13:04:05')).toHaveAttribute('dateTime', at.toISOString());
  });

  it('keeps the date before the time in a right-to-left page (an isolated left-to-right run)', () => {
    render(
      <div dir="rtl">
        <DateTime value={at} />
      </div>,
    );
    expect(screen.getByText('2024-01-02 13:04:05')).toHaveAttribute('dir', 'ltr');
  });
});

describe('relative times', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;

  it('picks the largest whole unit', () => {
    expect(relativeTimeParts(ago(30_000), now)).toEqual({ value: -30, unit: 'second' });
    expect(relativeTimeParts(ago(90 * MINUTE), now)).toEqual({ value: -1, unit: 'hour' });
    expect(relativeTimeParts(ago(3 * DAY), now)).toEqual({ value: -3, unit: 'day' });
    expect(relativeTimeParts(ago(45 * DAY), now)).toEqual({ value: -1, unit: 'month' });
    expect(relativeTimeParts(new Date(now.getTime() + 2 * 60 * MINUTE), now)).toEqual({ value: 2, unit: 'hour' });
  });

  it("speaks the reader's language, left to right and right to left", () => {
    expect(formatRelativeTime(intlFor('EN'), ago(3 * DAY), now)).toBe('3 days ago');
    expect(formatRelativeTime(intlFor('TH'), ago(3 * DAY), now)).toBe('3 วันที่ผ่านมา');
    expect(formatRelativeTime(intlFor('AR'), ago(3 * DAY), now)).toBe('قبل 3 أيام');
    expect(formatRelativeTime(intlFor('TY'), ago(DAY), now)).toBe('kahapon');
  });
});

describe('plurals through ICU messages', () => {
  const games = '{count, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}';
  const categories = (language: LanguageCode) =>
    [0, 1, 2, 3, 11].map((count) => intlFor(language, { games }).formatMessage({ id: 'games' }, { count }));

  it("follow each language's own plural rules", () => {
    expect(categories('EN')).toEqual(['other', 'one', 'other', 'other', 'other']);
    expect(categories('TH')).toEqual(['other', 'other', 'other', 'other', 'other']);
    expect(categories('AR')).toEqual(['zero', 'one', 'two', 'few', 'many']);
    expect(categories('TY')).toEqual(['one', 'one', 'one', 'one', 'one']);
  });
});
