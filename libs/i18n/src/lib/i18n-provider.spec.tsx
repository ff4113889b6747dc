import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from './i18n-provider';

const Welcome = () => <FormattedMessage id="home.welcome" values={{ brand: 'Lucky Harbor' }} />;

describe('I18nProvider', () => {
  it('renders the language catalog text and sets <html lang dir>', async () => {
    render(
      <I18nProvider language="TY">
        <Welcome />
      </I18nProvider>,
    );
    expect(await screen.findByText('Maligayang pagdating sa Lucky Harbor')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tl');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('reads EN text for a language without a catalog, but keeps its own locale and direction', async () => {
    render(
      <I18nProvider language="AR">
        <Welcome />
      </I18nProvider>,
    );
    expect(await screen.findByText('Welcome to Lucky Harbor')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
