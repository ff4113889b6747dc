import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BrandProvider, themeFromBrand, type BrandConfig } from '@wl/brand';
import { createLanguageStore, LanguageProvider, WithFullCatalog, type LanguageCode } from '@wl/i18n';
import { testBrand } from './test-brand';
import { createTestStore, type TestStore } from './test-store';

export interface RenderOptions {
  brand?: BrandConfig;
  /** The catalog loads lazily, as in the site: query with `findBy…` first. */
  language?: LanguageCode;
  route?: string;
  store?: TestStore;
  /** Extra providers inside the brand, theme and language ones (a store, for example). */
  wrapper?: (children: ReactNode) => ReactNode;
}

/** Renders a component the way the site does: store, brand, theme, language and router around it. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const { brand = testBrand, language = 'EN', route = '/', store = createTestStore(), wrapper = (children) => children } = options;
  // The site's language store, in the asked language; a test never persists a choice.
  const languages = createLanguageStore({
    defaultLanguage: language,
    supportedLanguages: [language],
    storage: { getItem: () => null, setItem: () => undefined },
  });
  return render(
    <Provider store={store}>
      <BrandProvider brand={brand}>
        <ThemeProvider theme={themeFromBrand(brand)}>
          <LanguageProvider store={languages}>
            <MemoryRouter initialEntries={[route]}>
              {/* As the site renders a page loaded after the first screen: with the whole catalog. */}
              <Suspense fallback={null}>
                <WithFullCatalog>{wrapper(ui)}</WithFullCatalog>
              </Suspense>
            </MemoryRouter>
          </LanguageProvider>
        </ThemeProvider>
      </BrandProvider>
    </Provider>,
  );
}
