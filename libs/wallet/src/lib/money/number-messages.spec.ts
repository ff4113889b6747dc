import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES, loadCatalog, LOCALE_BY_LANGUAGE } from '@wl/i18n';

/** The wallet messages that carry numbers, each with numbers large enough to be grouped. */
const NUMBER_MESSAGES: ReadonlyArray<[key: string, values: Record<string, number | string>]> = [
  ['wallet.points.convertRange', { min: 1234, max: 5678 }],
  ['wallet.points.worth', { amount: '¥1.00', ratio: 1234.0005 }],
  ['wallet.receipt.question', { order: 'W1', minutes: 1234, deadline: '' }],
  ['wallet.receipt.questionNoDeadline', { order: 'W1', minutes: 1234 }],
  ['wallet.receipt.proof', { count: 1234 }],
  ['wallet.receipt.proofCount', { count: 1234 }],
];

describe.each(CATALOG_LANGUAGES)('numbers in wallet messages, %s catalog', (language) => {
  it.each(NUMBER_MESSAGES)('%s writes its numbers as the reader’s locale does (grouping, digits, every decimal)', async (key, values) => {
    const locale = LOCALE_BY_LANGUAGE[language];
    const text = createIntl({ locale, messages: await loadCatalog(language) }).formatMessage({ id: key }, values);
    for (const value of Object.values(values)) {
      if (typeof value === 'number') expect(text).toContain(new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value));
    }
  });
});
