import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES, loadCatalog, LOCALE_BY_LANGUAGE } from '@wl/i18n';

/** The member messages that carry numbers, each with numbers large enough to be grouped. */
const NUMBER_MESSAGES: ReadonlyArray<[key: string, values: Record<string, number | string>]> = [
  ['member.feedback.count', { count: 1234, max: 5678 }],
  ['member.feedback.length', { min: 1234, max: 5678 }],
  ['member.missions.progress', { progress: 1234, target: 5678 }],
  ['member.rg.realityCheck.text', { hours: 1234, minutes: 5678, result: '¥0.00' }],
  ['member.avatar.option', { number: 1234 }],
  ['member.rg.intro', { age: 21 }],
  ['member.profile.tooLong', { max: 1234 }],
];

describe.each(CATALOG_LANGUAGES)('numbers in member messages, %s catalog', (language) => {
  it.each(NUMBER_MESSAGES)('%s writes its numbers as the reader’s locale does (grouping, digits)', async (key, values) => {
    const locale = LOCALE_BY_LANGUAGE[language];
    const intl = createIntl({ locale, messages: await loadCatalog(language) });
    const text = intl.formatMessage({ id: key }, values);
    for (const value of Object.values(values)) {
      if (typeof value === 'number') expect(text).toContain(new Intl.NumberFormat(locale).format(value));
    }
  });
});

// A language with no catalog of its own (Persian) reads the English one's words in its own digits: ۱٬۲۳۴.
describe('numbers in member messages, a language without a catalog (Persian)', () => {
  it.each(NUMBER_MESSAGES)('%s writes its numbers in Persian digits', async (key, values) => {
    const intl = createIntl({ locale: LOCALE_BY_LANGUAGE.FA, messages: await loadCatalog('EN') });
    const text = intl.formatMessage({ id: key }, values);
    for (const value of Object.values(values)) {
      if (typeof value === 'number') expect(text).toContain(new Intl.NumberFormat(LOCALE_BY_LANGUAGE.FA).format(value));
    }
  });
});
