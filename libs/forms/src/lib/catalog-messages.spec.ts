import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES, loadCatalog, LOCALE_BY_LANGUAGE } from '@wl/i18n';
import { FORM_MESSAGE_KEYS, patternMessage } from './form-messages';
import { PATTERN_KINDS } from './pattern-kinds';

const DATE_KINDS = new Set<string>([PATTERN_KINDS.dateYearMonthDay.patternId, PATTERN_KINDS.dateMonthDayYear.patternId]);
const kinds = [...Object.values(PATTERN_KINDS), { patternId: 'unknown', messageKey: FORM_MESSAGE_KEYS.length }];

describe.each(CATALOG_LANGUAGES)('pattern messages in the %s catalog (spec §5)', (language) => {
  it.each(kinds)('kind $patternId names min and max, or one number when they are equal', async ({ patternId, messageKey }) => {
    const intl = createIntl({
      locale: LOCALE_BY_LANGUAGE[language],
      messages: await loadCatalog(language),
      onError: (error) => {
        throw error;
      },
    });
    const say = (min: number, max: number) => {
      const { key, values } = patternMessage({ patternId, minLength: min, maxLength: max });
      expect(key).toBe(messageKey);
      return intl.formatMessage({ id: key }, values);
    };
    const range = say(6, 12);
    const exact = say(8, 8);
    if (DATE_KINDS.has(patternId)) {
      // A date has one length: the format says it all.
      expect(range).toMatch(/yyyy/);
      return;
    }
    expect(range).toContain('6');
    expect(range).toContain('12');
    expect(exact).toContain('8');
    expect(exact.match(/\d+/g)).toEqual(['8']);
  });
});

describe('a field that may stay empty (minimum 0)', () => {
  it('asks for 1 to its maximum: a typed value has a character at least, and "Use 0 to 64" reads as a slip', () => {
    expect(patternMessage({ patternId: PATTERN_KINDS.freeCharacters.patternId, minLength: 0, maxLength: 64 }).values).toEqual({
      min: 1,
      max: 64,
      bounds: 'range',
    });
    expect(patternMessage({ patternId: PATTERN_KINDS.freeCharacters.patternId, minLength: 0, maxLength: 1 }).values).toMatchObject({
      bounds: 'exact',
    });
  });
});

// A language with no catalog of its own (Persian) reads the English words in its own digits, as the age beside them.
describe('pattern messages in a language without a catalog (Persian)', () => {
  it.each(kinds.filter(({ patternId }) => !DATE_KINDS.has(patternId)))(
    'kind $patternId writes its lengths in Persian digits',
    async ({ patternId }) => {
      const intl = createIntl({ locale: LOCALE_BY_LANGUAGE.FA, messages: await loadCatalog('EN') });
      const { key, values } = patternMessage({ patternId, minLength: 6, maxLength: 12 });
      const text = intl.formatMessage({ id: key }, values);
      expect(text).toContain('۶');
      expect(text).toContain('۱۲');
      expect(text).not.toMatch(/\d/);
    },
  );
});
