import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { isCatalogComplete, loadCatalogShell, loadedCatalog } from './catalogs';
import { I18nProvider, WithFullCatalog } from './i18n-provider';
import type { LanguageCode } from './languages';

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

  it.each([
    ['AR', 'rtl', 'ar'],
    ['JA', 'ltr', 'ja'],
  ])(
    'names the language of the words in <html lang> (WCAG 3.1.1): %s without a catalog reads EN and says en, keeping its own direction and locale',
    async (language, dir, locale) => {
      const Locale = () => <output>{useIntl().locale}</output>;
      render(
        <I18nProvider language={language as LanguageCode}>
          <Welcome />
          <Locale />
        </I18nProvider>,
      );
      expect(await screen.findByText('Welcome to Lucky Harbor')).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');
      expect(document.documentElement.dir).toBe(dir);
      expect(screen.getByRole('status').textContent).toBe(locale);
    },
  );

  it('isolates the English words a right-to-left page borrows in their own direction, so their punctuation stays at their end', async () => {
    render(
      <I18nProvider language="AR">
        <Welcome />
      </I18nProvider>,
    );
    expect(await screen.findByText('Welcome to Lucky Harbor')).toHaveAttribute('dir', 'ltr');
  });

  it('leaves text alone where the words are the page’s own language', async () => {
    render(
      <I18nProvider language="TY">
        <p data-testid="line">
          <Welcome />
        </p>
      </I18nProvider>,
    );
    expect(await screen.findByText('Maligayang pagdating sa Lucky Harbor')).toBe(screen.getByTestId('line'));
  });
});

describe('the first screen renders from the catalog’s shell part', () => {
  it('what the first screen reads shows at once; a later chunk’s text waits for the rest and never shows its key', async () => {
    // The shell part in, as index.html's preload has it: then what follows is checked before the rest can land.
    await loadCatalogShell('VI');
    render(
      <I18nProvider language="VI">
        <h1>
          <Welcome />
        </h1>
        <Suspense fallback={<p role="status">waiting</p>}>
          <WithFullCatalog>
            <h2>
              <FormattedMessage id="wallet.deposit.title" />
            </h2>
          </WithFullCatalog>
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Chào mừng bạn đến với Lucky Harbor' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    expect(await screen.findByRole('heading', { name: 'Nạp tiền' })).toBeInTheDocument();
    expect(screen.queryByText('wallet.deposit.title')).not.toBeInTheDocument();
  });
});

describe('the rest of the catalog on screen', () => {
  it('is fetched only when the scheduler the site gives says, not with the first screen', async () => {
    const waiting: Array<() => void> = [];
    const later = (task: () => void) => {
      waiting.push(task);
      return () => undefined;
    };
    render(
      <I18nProvider language="PT" prefetchRest={later}>
        <h1>
          <Welcome />
        </h1>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: /Lucky Harbor/ })).toBeInTheDocument();
    // Give a fetch that went out with the first screen time to land: it must not have gone out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isCatalogComplete('PT')).toBe(false);
    expect(waiting).toHaveLength(1);
    waiting[0]();
    await waitFor(() => expect(isCatalogComplete('PT')).toBe(true));
  });
});

describe('the catalog’s arrival', () => {
  it('renders the page as a transition, which yields: the loading text stays until the page can show, never a blank in between', async () => {
    let reveal = () => undefined as void;
    const pageReady = new Promise<void>((resolve) => (reveal = resolve));
    let ready = false;
    void pageReady.then(() => (ready = true));
    const drawn = vi.fn();
    function Page() {
      drawn();
      if (!ready) throw pageReady;
      return <h1>page</h1>;
    }
    render(
      <Suspense fallback={<p>blank</p>}>
        <I18nProvider language="TH" fallback={<p role="status">loading</p>}>
          <Page />
        </I18nProvider>
      </Suspense>,
    );
    await waitFor(() => expect(loadedCatalog('TH')).toBeDefined());
    // React has rendered what the catalog's arrival asked for once it has tried to draw the page.
    await waitFor(() => expect(drawn).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(screen.queryByText('blank')).not.toBeInTheDocument();

    reveal();
    expect(await screen.findByRole('heading', { name: 'page' })).toBeInTheDocument();
  });
});
