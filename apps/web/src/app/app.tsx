import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GuardedActionProvider, useLoginAfterExpiry, useResumeForcedPasswordChange } from '@wl/auth';
import { BrandProvider, themeFromBrand, type BrandConfig } from '@wl/brand';
import { LanguageProvider } from '@wl/i18n';
import { afterFirstScreen, GlobalStyle, ModalProvider, useAfterFirstScreen } from '@wl/ui-kit';
import { lazyPart } from './chunks/lazy-part';
import { FocusOnNewPage } from './layout/site-layout';
import { useRegistrationLimitOffer } from './modals/registration-limit-offer';
import { siteModals } from './modals/site-modals';
import { ErrorActionsProvider } from './error-actions';
import { OperatorHtmlImages } from './operator-html-images';
import { AppRoutes } from './routes';
import { canonicalPath } from './site-routes';
import { startSite, type Site } from './start-site';
import { StartupGate } from './startup-gate';

/**
 * The head's per-page tags (description, canonical address, robots) are read only by search engines
 * that run scripts, which wait for the page to settle: they come after the first screen, in their own
 * chunk. The route table stays here, in the start, where it already is (a chunk importing it would split it).
 */
const DocumentMeta = lazyPart(() => import('./document-meta').then(({ DocumentMeta }) => ({ default: DocumentMeta })), {
  shellCatalog: true,
});

/** A new build is offered long after the first screen (the worker registers once the network is quiet). */
const UpdatePrompt = lazyPart(() => import('./update-prompt').then(({ UpdatePrompt }) => ({ default: UpdatePrompt })), {
  shellCatalog: true,
});

function HeadTags() {
  const path = canonicalPath(useLocation().pathname);
  return useAfterFirstScreen() ? <DocumentMeta path={path} /> : null;
}

function UpdateOffer() {
  return useAfterFirstScreen() ? <UpdatePrompt /> : null;
}

/**
 * What the account flows need on every page of the opened site, inside the modal system. Inside the startup gate:
 * a session found ended, or a forced password change, must not open its popup over maintenance or the region page.
 */
function AccountEffects() {
  useLoginAfterExpiry();
  useResumeForcedPasswordChange();
  useRegistrationLimitOffer();
  return null;
}

/** The site; `main.tsx` starts it before the first render (tests let it start itself). */
export function App({ brand, site }: { brand: BrandConfig; site?: Site }) {
  const { language, store } = useMemo(() => site ?? startSite(brand), [site, brand]);
  const theme = useMemo(() => themeFromBrand(brand), [brand]);

  return (
    <Provider store={store}>
      <BrandProvider brand={brand}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <LanguageProvider store={language} prefetchRest={afterFirstScreen}>
            <BrowserRouter>
              {/* Above the modals, which draw beside the routes: a notice or a message in a dialog shows the CDN's images too. */}
              <OperatorHtmlImages>
                <ModalProvider registry={siteModals}>
                  <GuardedActionProvider>
                    <ErrorActionsProvider>
                      <HeadTags />
                      <UpdateOffer />
                      <StartupGate>
                        <AccountEffects />
                        <AppRoutes />
                      </StartupGate>
                      <FocusOnNewPage />
                    </ErrorActionsProvider>
                  </GuardedActionProvider>
                </ModalProvider>
              </OperatorHtmlImages>
            </BrowserRouter>
          </LanguageProvider>
        </ThemeProvider>
      </BrandProvider>
    </Provider>
  );
}
