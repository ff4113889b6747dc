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
import { createAppStore, type AppStore } from './store';

/** What the account flows need on every page, inside the modal system. */
function AccountEffects() {
  useResumeForcedPasswordChange();
  useRegistrationLimitOffer();
  return null;
}

/** What a running site is made of besides React: its language and its store. */
export interface Site {
  language: ReturnType<typeof createLanguageStore>;
  store: AppStore;
}

/**
 * Makes the site's stores and starts the page the visit opens on (its chunk, its first calls),
 * before React's first render rather than in an effect after it: the page's largest paint waits on
 * them, and that render and its effects cost a slow phone a few hundred milliseconds.
 */
export function startSite(brand: BrandConfig, { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location): Site {
  const language = createLanguageStore({ defaultLanguage: brand.defaultLanguage, supportedLanguages: brand.supportedLanguages });
  const store = createAppStore({
    baseUrl: brand.apiBaseUrl,
    merchantCode: brand.merchantCode,
    getLanguage: language.getLanguage,
    cipherScheme: brand.cipher.scheme,
    device: brand.device,
  });
  startFirstPage(store, { brand, language: language.getLanguage(), pathname, search });
  return { language, store };
}

/** The site; `main.tsx` starts it before the first render (tests let it start itself). */
export function App({ brand, site }: { brand: BrandConfig; site?: Site }) {
  const { language, store } = useMemo(() => site ?? startSite(brand), [site, brand]);
  const theme = useMemo(() => themeFromBrand(brand), [brand]);
  useEffect(() => reportPreloadErrors(), []);

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
