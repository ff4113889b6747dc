import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BrandProvider, themeFromBrand, type BrandConfig } from '@wl/brand';
import { createLanguageStore, isLanguageCode, LANGUAGE_CODES, LanguageProvider, WithFullCatalog, type LanguageCode } from '@wl/i18n';
import { sandboxHandlersFor } from '@wl/sandbox-api';
import { createTestStore } from '@wl/testing';
import { brands, DEFAULT_BRAND } from './brands';
import { sandboxOf } from './sandboxes';
import { BrandLabel, BrandPanel, brandOnSurface, SideBySide, SiteTheme, SURFACES, type Surface } from './site-theme';

/** The brand's own default language unless the toolbar picks another. */
const BRAND_DEFAULT = 'brand default';

/** Stories never persist a choice: a click in one story must not override the toolbar in the next. */
const noStorage = { getItem: () => null, setItem: () => undefined };

/** The toolbar's brand item that shows the story once per brand, side by side. */
const ALL_BRANDS = 'all brands';

const isSurface = (value: unknown): value is Surface => SURFACES.includes(value as Surface);

/** A story inside one brand as the site renders it: store, brand, theme, global style, language. */
function Site({
  brand,
  language,
  route = '/',
  children,
}: {
  brand: BrandConfig;
  language: LanguageCode | undefined;
  route?: string;
  children: ReactNode;
}) {
  const start = language ?? brand.defaultLanguage;
  const languages = brand.supportedLanguages.includes(start) ? brand.supportedLanguages : [...brand.supportedLanguages, start];
  const languageStore = createLanguageStore({ defaultLanguage: start, supportedLanguages: languages, storage: noStorage });
  return (
    // A fresh store per story: no story sees another's cached calls.
    <Provider store={createTestStore({ merchantCode: brand.merchantCode, getLanguage: languageStore.getLanguage })}>
      <BrandProvider brand={brand}>
        <LanguageProvider store={languageStore}>
          <MemoryRouter initialEntries={[route]}>
            {/* Stories show a component as a page loaded after the first screen: with the whole catalog. */}
            <Suspense fallback={null}>
              <WithFullCatalog>{children}</WithFullCatalog>
            </Suspense>
          </MemoryRouter>
        </LanguageProvider>
      </BrandProvider>
    </Provider>
  );
}

const withSite: Decorator = (Story, { globals, parameters }) => {
  const language = isLanguageCode(globals['language']) ? globals['language'] : undefined;
  // A story of a piece that reads the page it is on names that page (`parameters.route`).
  const route = typeof parameters['route'] === 'string' ? parameters['route'] : undefined;
  const surface = isSurface(globals['surface']) ? globals['surface'] : 'brand';
  if (globals['brand'] === ALL_BRANDS) {
    // Each brand on its own page colours; the language store of the last one decides <html dir>.
    const first = brandOnSurface(brands[DEFAULT_BRAND], surface);
    return (
      <ThemeProvider theme={themeFromBrand(first)}>
        <SideBySide>
          {Object.values(brands).map((each) => {
            const brand = brandOnSurface(each, surface);
            return (
              <ThemeProvider key={brand.code} theme={themeFromBrand(brand)}>
                <BrandPanel aria-label={brand.name}>
                  <BrandLabel>{brand.name}</BrandLabel>
                  <Site brand={brand} language={language} route={route}>
                    <Story />
                  </Site>
                </BrandPanel>
              </ThemeProvider>
            );
          })}
        </SideBySide>
      </ThemeProvider>
    );
  }
  const brand = brandOnSurface(brands[globals['brand']] ?? brands[DEFAULT_BRAND], surface);
  return (
    <SiteTheme brand={brand}>
      <Site brand={brand} language={language} route={route}>
        <Story />
      </Site>
    </SiteTheme>
  );
};

const preview: Preview = {
  decorators: [withSite],
  loaders: [mswLoader()],
  parameters: {
    // Every story's API calls are answered by the same sandbox the site's tests use, the story's brand's.
    msw: sandboxHandlersFor(sandboxOf),
    layout: 'padded',
  },
  globalTypes: {
    brand: {
      description: 'Brand (from brands/), or every brand side by side',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: [...Object.keys(brands), ALL_BRANDS], dynamicTitle: true },
    },
    surface: {
      description: "The brand's own surface, or its colours on a light or dark page",
      toolbar: { title: 'Surface', icon: 'contrast', items: [...SURFACES], dynamicTitle: true },
    },
    language: {
      description: 'Language (AR, FA and UR are right to left)',
      toolbar: { title: 'Language', icon: 'globe', items: [BRAND_DEFAULT, ...LANGUAGE_CODES], dynamicTitle: true },
    },
  },
  initialGlobals: { brand: DEFAULT_BRAND, language: BRAND_DEFAULT, surface: 'brand' },
};

export default preview;
