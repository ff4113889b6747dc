import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import CN from './catalogs/CN.json';
import EN from './catalogs/EN.json';
import ID from './catalogs/ID.json';
import PT from './catalogs/PT.json';
import TH from './catalogs/TH.json';
import TY from './catalogs/TY.json';
import VI from './catalogs/VI.json';
import { LOCALE_BY_LANGUAGE } from './locales';

const CATALOGS: Record<string, Record<string, string>> = { CN, EN, ID, PT, TH, TY, VI };

/** Messages that carry numbers, with the numbers their call sites pass (`{brand}` is a name). */
const NUMBER_MESSAGES: ReadonlyArray<[key: string, values: Record<string, number | string>]> = [
  ['auth.sms.sent', { seconds: 60 }],
  ['auth.register.agreementAge', { age: 18 }],
  ['auth.register.agreementAgeRequired', { age: 18 }],
  ['footer.ageMark', { age: 18 }],
  ['footer.licence', { brand: 'Brand', age: 18 }],
  ['footer.step.register.title', { number: 1 }],
  ['footer.step.play.title', { number: 2 }],
  ['footer.step.win.title', { number: 3 }],
  ['footer.step.play.text', { sports: 140, casinoGames: 5000 }],
  ['help.about.aboutCompany.body', { brand: 'Brand', slotGames: 10_000 }],
  // The ratio is money, written by the wallet in the locale's digits, as the amount is.
  ['wallet.points.worth', { amount: '¥', one: 1, ratio: '¥' }],
  ['ui.carousel.slide', { index: 2, count: 5 }],
  ['ui.pager.page', { page: 3 }],
];

/** Numbers inside messages are ICU `{x, number}` arguments (docs/decisions.md), so their digits follow the locale. */
describe('numbers inside messages are {x, number} arguments', () => {
  it('auth.sms.sent, read in Persian (the English words), counts in Persian digits', () => {
    const intl = createIntl({ locale: LOCALE_BY_LANGUAGE.FA, messages: EN });
    expect(intl.formatMessage({ id: 'auth.sms.sent' }, { seconds: 60 })).toBe('Code sent. You can ask for a new one in ۶۰ s.');
  });

  describe.each(Object.keys(CATALOGS))('in the %s catalog', (catalog) => {
    it.each(NUMBER_MESSAGES)('%s writes its numbers in the locale’s digits (Persian ones under FA)', (key, values) => {
      const intl = createIntl({ locale: LOCALE_BY_LANGUAGE.FA, messages: CATALOGS[catalog] });
      const text = intl.formatMessage({ id: key }, values);
      for (const value of Object.values(values))
        if (typeof value === 'number') expect(text).toContain(new Intl.NumberFormat(LOCALE_BY_LANGUAGE.FA).format(value));
      expect(text).not.toMatch(/[0-9]/);
    });
  });
});
