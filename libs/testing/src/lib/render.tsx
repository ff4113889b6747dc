import { act, render, type RenderResult } from '@testing-library/react';
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
  /**
   * The languages the player may switch to (`setLanguage` on the result), `language` first. The store made for the
   * render then sends the language in force, as the site's does; a store passed in keeps its own.
   */
  languages?: readonly LanguageCode[];
  route?: string;
  store?: TestStore;
  /** Extra providers inside the brand, theme and language ones (a store, for example). */
  wrapper?: (children: ReactNode) => ReactNode;
}

/** What a render gives a test: Testing Library's result, and the player's language switch. */
export type RenderedWithProviders = RenderResult & { setLanguage: (language: LanguageCode) => void };

/** Renders a component the way the site does: store, brand, theme, language and router around it. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderedWithProviders {
  const { brand = testBrand, language = 'EN', languages: switchable, route = '/', wrapper = (children) => children } = options;
  // The site's language store, in the asked language; a test never persists a choice.
  const languages = createLanguageStore({
    defaultLanguage: language,
    supportedLanguages: switchable ?? [language],
    storage: { getItem: () => null, setItem: () => undefined },
  });
  const store = options.store ?? createTestStore(switchable ? { getLanguage: languages.getLanguage } : undefined);
  const setLanguage = (next: LanguageCode) => act(() => languages.setLanguage(next));
  const result = render(
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
  return { ...result, setLanguage };
}
