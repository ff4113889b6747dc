import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import EN from './catalogs/EN.json';
import { LOCALE_BY_LANGUAGE } from './locales';

/**
 * A language the site offers without a catalog of its own reads the English one under its own locale, whose plural
 * categories are not English's: Japanese has no `one`, Persian's `one` holds 0, Russian's holds 21. The English words'
 * singular is for exactly one, whatever the locale.
 */
describe('the English catalog, borrowed by languages without their own', () => {
  it('names its singular as =1, never by a plural category that differs between languages', () => {
    const categoryChosen = Object.entries(EN).filter(([, message]) => /\b(zero|one|two|few|many) \{/.test(message));
    expect(categoryChosen).toEqual([]);
  });

  it.each([
    ['JA', 1, '1 game found'],
    ['FA', 0, '۰ games found'],
    ['RU', 21, '21 games found'],
    ['EN', 1, '1 game found'],
    ['EN', 2, '2 games found'],
  ] as const)('in %s, %i reads in the right number', (language, count, text) => {
    const intl = createIntl({ locale: LOCALE_BY_LANGUAGE[language], messages: EN });
    expect(intl.formatMessage({ id: 'games.lobby.results' }, { count })).toBe(text);
  });
});
