import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import * as catalogs from './catalogs';
import { CATALOG_RETRY_MS, I18nProvider } from './i18n-provider';

// The first request for a catalog fails, as on a dropped connection; the next one goes through.
vi.mock('./catalogs', async (importOriginal) => {
  const actual = await importOriginal<typeof catalogs>();
  let failures = 1;
  return {
    ...actual,
    loadCatalogShell: vi.fn((language: Parameters<typeof actual.loadCatalogShell>[0]) =>
      failures-- > 0 ? Promise.reject(new Error('offline')) : actual.loadCatalogShell(language),
    ),
  };
});

describe('a catalog that fails to load', () => {
  it('is asked for again: the loading state stays, then the page shows in its language', async () => {
    render(
      <I18nProvider language="TH" fallback={<p role="status">…</p>}>
        <h1>
          <FormattedMessage id="home.welcome" values={{ brand: 'Lucky Harbor' }} />
        </h1>
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', {}, { timeout: CATALOG_RETRY_MS + 3000 })).toHaveTextContent('Lucky Harbor');
    expect(vi.mocked(catalogs.loadCatalogShell)).toHaveBeenCalledTimes(2);
  });
});
