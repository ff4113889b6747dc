import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import * as catalogs from './catalogs';
import { CATALOG_RETRY_MS, I18nProvider, WithFullCatalog } from './i18n-provider';

const network = vi.hoisted(() => ({ restOffline: false }));

// The first request for a catalog's shell fails, as on a dropped connection; the next one goes
// through. The rest fails for as long as a test keeps it offline.
vi.mock('./catalogs', async (importOriginal) => {
  const actual = await importOriginal<typeof catalogs>();
  let failures = 1;
  return {
    ...actual,
    loadCatalogShell: vi.fn((language: Parameters<typeof actual.loadCatalogShell>[0]) =>
      failures-- > 0 ? Promise.reject(new Error('offline')) : actual.loadCatalogShell(language),
    ),
    loadCatalog: vi.fn((language: Parameters<typeof actual.loadCatalog>[0]) =>
      network.restOffline ? Promise.reject(new Error('offline')) : actual.loadCatalog(language),
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

describe('the rest of a catalog that fails to load', () => {
  it('keeps a later chunk waiting, asked for again after a pause rather than at once, and shows it once in', async () => {
    network.restOffline = true;
    // Only this test's asks count (the test before prefetched its own language's rest).
    vi.mocked(catalogs.loadCatalog).mockClear();
    render(
      <I18nProvider language="ID">
        <Suspense fallback={<p role="status">…</p>}>
          <WithFullCatalog>
            <h2>
              <FormattedMessage id="wallet.deposit.title" />
            </h2>
          </WithFullCatalog>
        </Suspense>
      </I18nProvider>,
    );
    expect(await screen.findByRole('status')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, CATALOG_RETRY_MS / 2));
    // The first ask, and the prefetch's: no retry loop while the connection is down.
    expect(vi.mocked(catalogs.loadCatalog).mock.calls.length).toBeLessThanOrEqual(3);
    network.restOffline = false;
    expect(await screen.findByRole('heading', { name: 'Setoran' }, { timeout: CATALOG_RETRY_MS + 3000 })).toBeInTheDocument();
  });
});
