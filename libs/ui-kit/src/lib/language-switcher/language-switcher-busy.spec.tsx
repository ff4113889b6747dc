// Isolated: the catalogs a file's tests load stay loaded for the files after it, and a switch to a loaded
// language is instant: the busy state is seen only for a language no test has loaded yet.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createLanguageStore, LanguageProvider } from '@wl/i18n';
import { testTheme as theme } from '@wl/testing';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher while the chosen language loads', () => {
  it('is busy until the new text is in, the page staying in the last language meanwhile; then not', async () => {
    const store = createLanguageStore({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'VI'] });
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
    const switcher = await screen.findByRole('combobox', { name: 'Language' });
    expect(switcher).toHaveAttribute('aria-busy', 'false');
    fireEvent.change(switcher, { target: { value: 'VI' } });
    expect(switcher).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading')).toHaveTextContent('Welcome to Lucky Harbor');
    await waitFor(() => expect(switcher).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('heading')).not.toHaveTextContent('Welcome to Lucky Harbor');
  });
});
