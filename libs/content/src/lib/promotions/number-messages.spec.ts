import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadCatalog, LOCALE_BY_LANGUAGE } from '@wl/i18n';

/** The application form's messages that carry counts and limits. */
const NUMBER_MESSAGES: ReadonlyArray<[key: string, values: Record<string, number | string>]> = [
  ['promotion.apply.count', { count: 12, max: 140 }],
  ['promotion.apply.error.commentTooLong', { max: 140 }],
  ['promotion.apply.error.tooManyImages', { max: 3 }],
  ['promotion.apply.images', { max: 3 }],
  ['promotion.apply.imageInPick', { name: 'a.png', position: 2, count: 3 }],
  ['promotion.apply.error.imageTooLarge', { name: 'a.png', maxMegabytes: 5 }],
];

// A language with no catalog of its own (Persian) reads the English words in its own digits.
describe('numbers in the promotion application, a language without a catalog (Persian)', () => {
  it.each(NUMBER_MESSAGES)('%s writes its numbers in Persian digits', async (key, values) => {
    const intl = createIntl({ locale: LOCALE_BY_LANGUAGE.FA, messages: await loadCatalog('EN') });
    const text = intl.formatMessage({ id: key }, values);
    for (const value of Object.values(values))
      if (typeof value === 'number') expect(text).toContain(new Intl.NumberFormat(LOCALE_BY_LANGUAGE.FA).format(value));
    expect(text).not.toMatch(/\d/);
  });
});
