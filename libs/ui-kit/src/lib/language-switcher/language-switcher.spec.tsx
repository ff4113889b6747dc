import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createLanguageStore, LanguageProvider, type LanguageCode } from '@wl/i18n';
import { styleDeclarationsFor, testTheme as theme } from '@wl/testing';
import { LanguageSwitcher } from './language-switcher';

function renderSite(supportedLanguages: LanguageCode[], defaultLanguage: LanguageCode = supportedLanguages[0]) {
  const store = createLanguageStore({ defaultLanguage, supportedLanguages });
  render(
    <ThemeProvider theme={theme}>
      <LanguageProvider store={store}>
        <LanguageSwitcher />
        <h1>
          <FormattedMessage id="home.welcome" values={{ brand: 'Lucky Harbor' }} />
        </h1>
      </LanguageProvider>
    </ThemeProvider>,
  );
  return store;
}

describe('LanguageSwitcher', () => {
  it("offers only the brand's languages, each named in its own language", async () => {
    renderSite(['TY', 'EN', 'TH']);
    const switcher = await screen.findByRole('combobox', { name: 'Wika' });
    const options = within(switcher).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Tagalog', 'English', 'ไทย']);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['tl', 'en', 'th']);
    expect(switcher).toHaveValue('TY');
  });

  it('sets each name in its own direction, so a name ending in brackets keeps them at its end on a right-to-left page', async () => {
    renderSite(['AR', 'PT-BR']);
    const options = within(await screen.findByRole('combobox')).getAllByRole('option');
    for (const option of options) expect(option).toHaveAttribute('dir', 'auto');
  });

  it('re-renders the page in the chosen language in place and moves <html lang dir> with it', async () => {
    const store = renderSite(['TY', 'TH', 'AR']);
    const heading = await screen.findByRole('heading', { name: 'Maligayang pagdating sa Lucky Harbor' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Wika' }), 'TH');
    expect(await screen.findByRole('heading', { name: 'ยินดีต้อนรับสู่ Lucky Harbor' })).toBe(heading);
    expect(document.documentElement.lang).toBe('th');
    expect(store.getLanguage()).toBe('TH');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ภาษา' }), 'AR');
    expect(await screen.findByRole('heading', { name: 'Welcome to Lucky Harbor' })).toBe(heading);
    // Arabic without a catalog of its own reads English: the page says so, in Arabic's direction.
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('opens in the language chosen earlier in the session', async () => {
    sessionStorage.setItem('lang', 'EN');
    renderSite(['TY', 'EN']);
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('EN');
  });

  it('is set at 16px, so iOS Safari does not zoom the page in as it is focused and leave it zoomed (the phone drawer)', async () => {
    renderSite(['EN', 'TH']);
    const sizes = styleDeclarationsFor(await screen.findByRole('combobox')).filter((declaration) => declaration.startsWith('font-size:'));
    // 1rem: the browser's 16px, which the site leaves as it is.
    expect(sizes).toEqual(['font-size:1rem']);
  });

  it('is not shown when the brand offers a single language', async () => {
    renderSite(['TY']);
    await screen.findByRole('heading', { name: 'Maligayang pagdating sa Lucky Harbor' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
