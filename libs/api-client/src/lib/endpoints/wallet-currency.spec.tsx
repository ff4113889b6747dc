// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BrandProvider, type BrandConfig } from '@wl/brand';
import { apiTestStore, testApiClient } from '../testing/api-store';
import { useMerchantCurrencySymbol, useWalletCurrency } from './wallet';

const server = setupServer(
  http.get('*/wps/v2/wallets/balance', () =>
    HttpResponse.json({ success: true, value: { sumBalance: 10, currencySymbol: '₫', balance: [] } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The balance answer is kept in the tab's storage, which the library's spec files share: none before, none left after.
beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());
afterAll(() => server.close());

const wrapperOf =
  (brand: Partial<BrandConfig>) =>
  ({ children }: { children: ReactNode }) => (
    <Provider store={apiTestStore(testApiClient({ getToken: () => 'token' }))}>
      <BrandProvider brand={brand as BrandConfig}>{children}</BrandProvider>
    </Provider>
  );

describe("the currency amounts are written in (spec §9: the server's symbol, ¥ when none is named)", () => {
  it("is the brand's until the wallet answers, then the wallet's own, with its decimals", async () => {
    const { result } = renderHook(() => useWalletCurrency(), { wrapper: wrapperOf({ currencySymbol: '₱' }) });
    expect(result.current).toEqual({ currencySymbol: '₱', decimals: 2 });
    await waitFor(() => expect(result.current).toEqual({ currencySymbol: '₫', decimals: 0 }));
  });

  it('is ¥ for a brand that names none', () => {
    const { result } = renderHook(() => useMerchantCurrencySymbol(), { wrapper: wrapperOf({}) });
    expect(result.current).toBe('¥');
  });
});
