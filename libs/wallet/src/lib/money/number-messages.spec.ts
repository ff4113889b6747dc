import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES, loadCatalog, LOCALE_BY_LANGUAGE } from '@wl/i18n';

/** The wallet messages that carry numbers, each with numbers large enough to be grouped. */
const NUMBER_MESSAGES: ReadonlyArray<[key: string, values: Record<string, number | string>]> = [
  ['wallet.points.convertRange', { min: 1234, max: 5678 }],
  ['wallet.points.worth', { amount: '¥1.00', one: 1234, ratio: '¥0.10' }],
  ['wallet.receipt.question', { order: 'W1', minutes: 1234, deadline: '' }],
  ['wallet.receipt.questionNoDeadline', { order: 'W1', minutes: 1234 }],
  ['wallet.receipt.proof', { count: 1234, maxMegabytes: 1234 }],
  ['wallet.receipt.proofSize', { maxMegabytes: 1234 }],
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

/** The wallet messages that count points or minutes, with the count that names them in the singular. */
const COUNTED_MESSAGES: ReadonlyArray<[key: string, values: Record<string, number | string>]> = [
  ['wallet.points.cost', { points: 1 }],
  ['wallet.points.current', { points: 1 }],
  ['wallet.points.notEnough', { points: 1 }],
  ['wallet.points.required', { points: 1 }],
  ['wallet.points.convertTooFew', { min: 1, points: 0 }],
  ['wallet.points.convertRange', { min: 0, max: 1 }],
  ['wallet.receipt.question', { order: 'W1', minutes: 1, deadline: '' }],
  ['wallet.receipt.questionNoDeadline', { order: 'W1', minutes: 1 }],
];

describe('one point, one minute: counted words take the singular', () => {
  it.each(COUNTED_MESSAGES)('%s says "1 point" and "1 minute" in English and Portuguese', async (key, values) => {
    for (const [language, plurals] of [
      ['EN', /\b1 (points|minutes)\b/],
      ['PT', /\b1 (pontos|minutos)\b/],
    ] as const) {
      const text = createIntl({ locale: LOCALE_BY_LANGUAGE[language], messages: await loadCatalog(language) }).formatMessage(
        { id: key },
        values,
      );
      expect(text, `${language}: ${text}`).not.toMatch(plurals);
      expect(text).toMatch(/\b1 (point|minute|ponto|minuto)\b/);
    }
  });
});
