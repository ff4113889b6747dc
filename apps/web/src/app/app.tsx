import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BrandProvider, themeFromBrand, type BrandConfig } from '@wl/brand';
import { I18nProvider } from '@wl/i18n';
import { GlobalStyle } from './global-style';
import { AppRoutes } from './routes';
import { StartupGate } from './startup-gate';
import { createAppStore } from './store';

export function App({ brand }: { brand: BrandConfig }) {
  const store = useMemo(
    () =>
      createAppStore({
        baseUrl: brand.apiBaseUrl,
        merchantCode: brand.merchantCode,
        getLanguage: () => brand.defaultLanguage,
        getToken: () => sessionStorage.getItem('token'),
        onSessionExpired: () => sessionStorage.removeItem('token'),
      }),
    [brand],
  );
  const theme = useMemo(() => themeFromBrand(brand), [brand]);

  return (
    <Provider store={store}>
      <BrandProvider brand={brand}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <I18nProvider language={brand.defaultLanguage}>
            <BrowserRouter>
              <StartupGate>
                <AppRoutes />
              </StartupGate>
            </BrowserRouter>
          </I18nProvider>
        </ThemeProvider>
      </BrandProvider>
    </Provider>
  );
}
