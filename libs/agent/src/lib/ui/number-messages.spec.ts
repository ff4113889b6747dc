import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES, loadCatalog, LOCALE_BY_LANGUAGE, type LanguageCode } from '@wl/i18n';

/** The agent messages that carry numbers, each with numbers large enough to be grouped. */
const NUMBER_MESSAGES: ReadonlyArray<[key: string, values: Record<string, number>]> = [
  ['agent.contract.realTimeSettlement', { minutes: 1234 }],
  ['agent.downline.level', { level: 1234 }],
];

// Every catalog, and Persian, which has none of its own and reads the English one's words in its own digits (۱٬۲۳۴).
const READERS: ReadonlyArray<readonly [language: LanguageCode, catalog: (typeof CATALOG_LANGUAGES)[number]]> = [
  ...CATALOG_LANGUAGES.map((language) => [language, language] as const),
  ['FA', 'EN'] as const,
];

describe.each(READERS)('numbers in agent messages, read in %s', (language, catalog) => {
  it.each(NUMBER_MESSAGES)('%s writes its numbers as the reader’s locale does (grouping, digits)', async (key, values) => {
    const locale = LOCALE_BY_LANGUAGE[language];
    const intl = createIntl({ locale, messages: await loadCatalog(catalog) });
    const text = intl.formatMessage({ id: key }, values);
    for (const value of Object.values(values)) expect(text).toContain(new Intl.NumberFormat(locale).format(value));
  });
});
