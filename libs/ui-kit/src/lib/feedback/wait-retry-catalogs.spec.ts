import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES, loadCatalog, LOCALE_BY_LANGUAGE } from '@wl/i18n';

// The waiting retry's name is its words without the time (kept from a screen reader, which would say a focused button's
// changing name every second): a speech-input player says what they see, so what they see must begin with the name.
describe.each(CATALOG_LANGUAGES)('the waiting retry in the %s catalog (WCAG 2.5.3)', (language) => {
  it('shows its name first, then the time left', async () => {
    const intl = createIntl({ locale: LOCALE_BY_LANGUAGE[language], messages: await loadCatalog(language) });
    const retry = intl.formatMessage({ id: 'ui.retry' });
    const parts = intl.formatMessage(
      { id: 'errors.action.waitRetry' },
      { time: '4:59', wait: (chunks: string[]) => `[${chunks.join('')}]` },
    );
    const shown = Array.isArray(parts) ? parts.join('') : String(parts);
    expect(shown.replace(/\[.*\]/, '').trim()).toBe(retry);
    expect(shown.startsWith(retry)).toBe(true);
    expect(shown).toContain('4:59');
  });
});
