import { describe, expect, it } from 'vitest';
import { LOCALE_BY_LANGUAGE } from '@wl/i18n';
import { checkAmount, formatDecimal, latinDigits, parseAmount, toMinorUnits } from './amount';

describe('amounts as decimal strings', () => {
  it('groups thousands with the player locale marks and keeps two decimals', () => {
    expect(formatDecimal('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatDecimal('1234567.5', 'id')).toBe('1.234.567,50');
    expect(formatDecimal('1234567.5', 'pt-BR')).toBe('1.234.567,50');
  });

  it('uses the currency own decimals (none for VND)', () => {
    expect(formatDecimal('1234567', 'vi', 0)).toBe('1.234.567');
    expect(parseAmount('1.5', 'en', 0)).toBeNull();
  });

  it('reads what the player typed in their locale, refusing a third decimal', () => {
    expect(parseAmount('1,234.5', 'en')).toBe('1234.5');
    expect(parseAmount('1.234,5', 'id')).toBe('1234.5');
  });

  it('a group mark counts only between groups of three digits (or two, in Indian grouping): elsewhere the amount is refused, never a hundred times what was meant', () => {
    expect(parseAmount('12.50', 'pt-BR')).toBeNull();
    expect(parseAmount('100.5', 'vi')).toBeNull();
    expect(parseAmount('1,5', 'en', 0)).toBeNull();
    expect(parseAmount('1,2345', 'en')).toBeNull();
    expect(parseAmount('1234,567.5', 'en')).toBeNull();
    expect(parseAmount(',123', 'en')).toBeNull();
    expect(parseAmount('1.234,5', 'pt-BR')).toBe('1234.5');
    expect(parseAmount('1.234.567', 'vi', 0)).toBe('1234567');
    expect(parseAmount('12,34,567.50', 'en-IN')).toBe('1234567.50');
    // Nor in the fraction, where no mark groups.
    expect(parseAmount('1.2,5', 'en')).toBeNull();
  });

  it('a space groups as a mark does, only between groups of three: "100 50" is refused, never 10,050; spaces around are ignored', () => {
    expect(parseAmount('100 50', 'en')).toBeNull();
    expect(parseAmount('12 50', 'ru')).toBeNull();
    expect(parseAmount('1 2', 'vi')).toBeNull();
    expect(parseAmount('1 234', 'en')).toBe('1234');
    expect(parseAmount('1\u00a0234,5', 'pt-BR')).toBe('1234.5');
    expect(parseAmount('1\u202f234,5', 'fr')).toBe('1234.5');
    expect(parseAmount(' 100 ', 'en')).toBe('100');
    expect(parseAmount('12. 5', 'en')).toBeNull();
  });

  it("a dot is a decimal mark where the locale's comma is and no dot groups (RU, KK, UZ, FR): never a hundred times the amount", () => {
    expect(parseAmount('12.50', 'ru')).toBe('12.50');
    expect(parseAmount('12,50', 'ru')).toBe('12.50');
    expect(parseAmount('1 234,5', 'ru')).toBe('1234.5');
    expect(parseAmount('12.50', 'kk')).toBe('12.50');
    expect(parseAmount('12.50', 'uz')).toBe('12.50');
    expect(parseAmount('12.50', 'fr')).toBe('12.50');
    // Both marks at once cannot be read either way: refused, not guessed.
    expect(parseAmount('1.234,5', 'ru')).toBeNull();
    expect(parseAmount('0012', 'en')).toBe('12');
    expect(parseAmount('1.234', 'en')).toBeNull();
    expect(parseAmount('12a', 'en')).toBeNull();
    expect(parseAmount('-5', 'en')).toBeNull();
  });

  it('digits follow the locale: an amount in a locale with its own digits (BN, MY) reads back as itself', () => {
    expect(formatDecimal('1234567.5', 'bn')).toBe('১২,৩৪,৫৬৭.৫০');
    expect(parseAmount('১২,৩৪,৫৬৭.৫০', 'bn')).toBe('1234567.50');
    expect(formatDecimal('1234567.5', 'my')).toBe('၁,၂၃၄,၅၆၇.၅၀');
    expect(parseAmount('၁,၂၃၄,၅၆၇.၅၀', 'my')).toBe('1234567.50');
    // Every numbering system Intl writes with digits of its own, not only the offered languages'.
    const systems = Intl.supportedValuesOf('numberingSystem').filter((system) => {
      const zero = new Intl.NumberFormat(`en-u-nu-${system}`).format(0);
      return new Intl.NumberFormat(`en-u-nu-${system}`).resolvedOptions().numberingSystem === system && zero !== '0';
    });
    expect(systems).toEqual(expect.arrayContaining(['beng', 'mymr', 'deva', 'arabext']));
    for (const system of systems) {
      const locale = `en-u-nu-${system}`;
      expect([system, parseAmount(formatDecimal('90071992547409.93', locale), locale)]).toEqual([system, '90071992547409.93']);
    }
  });

  it('Arabic-Indic, Persian and Thai digits are read', () => {
    expect(parseAmount('١٬٢٣٤٫٥', 'ar-EG')).toBe('1234.5');
    expect(parseAmount('١٬٢٣٤٫٥', LOCALE_BY_LANGUAGE.AR)).toBe('1234.5');
    expect(parseAmount('۱٬۲۳۴٫۵', LOCALE_BY_LANGUAGE.FA)).toBe('1234.5');
    expect(parseAmount('๑,๒๓๔.๕', LOCALE_BY_LANGUAGE.TH)).toBe('1234.5');
    expect(parseAmount('١٢', 'en')).toBe('12');
  });

  it('the Arabic decimal mark "٫" is read where the locale writes ".", as the site’s Arabic does', () => {
    expect(formatDecimal('100.5', LOCALE_BY_LANGUAGE.AR)).toBe('100.50');
    expect(parseAmount('١٠٠٫٥٠', LOCALE_BY_LANGUAGE.AR)).toBe('100.50');
    expect(parseAmount('100٫5', LOCALE_BY_LANGUAGE.EN)).toBe('100.5');
    expect(parseAmount('١٠٠.٥٠', LOCALE_BY_LANGUAGE.AR)).toBe('100.50');
    // One mark only, and the fraction's limit still holds.
    expect(parseAmount('١٠٠٫٥٫٠', LOCALE_BY_LANGUAGE.AR)).toBeNull();
    expect(parseAmount('١٠٠٫٥٠٠', LOCALE_BY_LANGUAGE.AR)).toBeNull();
    // Where "," is the decimal mark, "٫" is not read as one.
    expect(parseAmount('100٫5', LOCALE_BY_LANGUAGE.ID)).toBeNull();
  });

  it('where the locale\'s decimal mark is ".", a keypad\'s lone "," before one or two last digits is that mark; "1,250" still groups', () => {
    expect(parseAmount('12,5', LOCALE_BY_LANGUAGE.EN, 2)).toBe('12.5');
    expect(parseAmount('12,50', LOCALE_BY_LANGUAGE.EN, 2)).toBe('12.50');
    expect(parseAmount('1,250', LOCALE_BY_LANGUAGE.EN, 2)).toBe('1250');
    expect(parseAmount('12,5', LOCALE_BY_LANGUAGE.CN)).toBe('12.5');
    expect(parseAmount('12,5', LOCALE_BY_LANGUAGE.TH)).toBe('12.5');
    expect(parseAmount('12,5', LOCALE_BY_LANGUAGE.TY)).toBe('12.5');
    // Three decimals could be a group: a group it stays, whatever the currency's decimals.
    expect(parseAmount('1,250', LOCALE_BY_LANGUAGE.EN, 3)).toBe('1250');
    expect(parseAmount('12,5', LOCALE_BY_LANGUAGE.EN, 3)).toBe('12.5');
    // The currency's decimals still hold, and a "." or a second "," leaves every "," a group mark.
    expect(parseAmount('12,50', LOCALE_BY_LANGUAGE.EN, 1)).toBeNull();
    expect(parseAmount('12,5', LOCALE_BY_LANGUAGE.EN, 0)).toBeNull();
    expect(parseAmount('1,234,50', LOCALE_BY_LANGUAGE.EN)).toBeNull();
    expect(parseAmount('1,2.5', LOCALE_BY_LANGUAGE.EN)).toBeNull();
  });

  it('full-width digits and marks of a Chinese or Japanese input method are read in every locale', () => {
    expect(parseAmount('１００', LOCALE_BY_LANGUAGE.EN)).toBe('100');
    expect(parseAmount('１００．５０', LOCALE_BY_LANGUAGE.CN)).toBe('100.50');
    expect(parseAmount('１，２３４．５', LOCALE_BY_LANGUAGE.CN)).toBe('1234.5');
    expect(parseAmount('100．50', LOCALE_BY_LANGUAGE.EN)).toBe('100.50');
    expect(parseAmount('１２３４．５', LOCALE_BY_LANGUAGE.ID)).toBe('1234.5');
    expect(parseAmount('１，２３４．５', LOCALE_BY_LANGUAGE.PT)).toBe('1234.5');
    expect(parseAmount('１００', LOCALE_BY_LANGUAGE.VI, 0)).toBe('100');
    // "，" groups only where a group may be.
    expect(parseAmount('１００，５', LOCALE_BY_LANGUAGE.CN)).toBeNull();
    // Digits only: a mobile number or a code typed full-width reads as one, with its other characters as they are.
    expect(latinDigits('０９１２ ３４５．６', LOCALE_BY_LANGUAGE.EN)).toBe('0912 345．6');
  });

  it('never goes through floats: 0.1 + 0.2 cents stay exact', () => {
    expect(toMinorUnits('0.1') + toMinorUnits('0.2')).toBe(toMinorUnits('0.3'));
    expect(toMinorUnits('90071992547409.93')).toBe(9007199254740993n);
  });

  it('checks min and max inclusively', () => {
    expect(checkAmount('10', { min: '10.00', max: '100' })).toBeNull();
    expect(checkAmount('9.99', { min: '10' })).toEqual({ kind: 'min', limit: '10' });
    expect(checkAmount('100.01', { max: '100' })).toEqual({ kind: 'max', limit: '100' });
  });
});
