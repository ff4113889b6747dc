import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GuardedActionProvider, useResumeForcedPasswordChange } from '@wl/auth';
import { BrandProvider, themeFromBrand, type BrandConfig } from '@wl/brand';
import { LanguageProvider } from '@wl/i18n';
import { afterFirstScreen, GlobalStyle, ModalProvider } from '@wl/ui-kit';
import { reportPreloadErrors } from './chunks/chunk-loading';
import { useRegistrationLimitOffer } from './modals/registration-limit-offer';
import { siteModals } from './modals/site-modals';
import { DocumentMeta } from './document-meta';
import { ErrorActionsProvider } from './error-actions';
import { OperatorHtmlImages } from './operator-html-images';
import { UpdatePrompt } from './update-prompt';
import { AppRoutes } from './routes';
import { startSite, type Site } from './start-site';
import { StartupGate } from './startup-gate';

/** What the account flows need on every page, inside the modal system. */
function AccountEffects() {
  useResumeForcedPasswordChange();
  useRegistrationLimitOffer();
  return null;
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
          <LanguageProvider store={language} prefetchRest={afterFirstScreen}>
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
