import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GuardedActionProvider, useResumeForcedPasswordChange } from '@wl/auth';
import { BrandProvider, themeFromBrand, type BrandConfig } from '@wl/brand';
import { createLanguageStore, LanguageProvider } from '@wl/i18n';
import { GlobalStyle, ModalProvider } from '@wl/ui-kit';
import { reportPreloadErrors } from './chunks/chunk-loading';
import { useRegistrationLimitOffer } from './modals/registration-limit-offer';
import { siteModals } from './modals/site-modals';
import { DocumentMeta } from './document-meta';
import { ErrorActionsProvider } from './error-actions';
import { OperatorHtmlImages } from './operator-html-images';
import { UpdatePrompt } from './update-prompt';
import { AppRoutes, startFirstPage } from './routes';
import { StartupGate } from './startup-gate';
import { createAppStore } from './store';

/** What the account flows need on every page, inside the modal system. */
function AccountEffects() {
  useResumeForcedPasswordChange();
  useRegistrationLimitOffer();
  return null;
}

export function App({ brand }: { brand: BrandConfig }) {
  const language = useMemo(
    () => createLanguageStore({ defaultLanguage: brand.defaultLanguage, supportedLanguages: brand.supportedLanguages }),
    [brand],
  );
  const store = useMemo(
    () =>
      createAppStore({
        baseUrl: brand.apiBaseUrl,
        merchantCode: brand.merchantCode,
        getLanguage: language.getLanguage,
        cipherScheme: brand.cipher.scheme,
        device: brand.device,
      }),
    [brand, language],
  );
  const theme = useMemo(() => themeFromBrand(brand), [brand]);
  useEffect(() => reportPreloadErrors(), []);
  // Once per visit, on the page it opens on (the router takes over from there).
  useEffect(() => {
    const { pathname, search } = window.location;
    startFirstPage(store, { brand, language: language.getLanguage(), pathname, search });
  }, [store, brand, language]);

  return (
    <Provider store={store}>
      <BrandProvider brand={brand}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <LanguageProvider store={language}>
            <BrowserRouter>
              <ModalProvider registry={siteModals}>
                <GuardedActionProvider>
                  <ErrorActionsProvider>
                    <AccountEffects />
                    <DocumentMeta />
                    <UpdatePrompt />
                    <StartupGate>
                      <OperatorHtmlImages>
                        <AppRoutes />
                      </OperatorHtmlImages>
                    </StartupGate>
                  </ErrorActionsProvider>
                </GuardedActionProvider>
              </ModalProvider>
            </BrowserRouter>
          </LanguageProvider>
        </ThemeProvider>
      </BrandProvider>
    </Provider>
  );
}
