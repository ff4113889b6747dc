import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BrandProvider, themeFromBrand } from '@wl/brand';
import { createLanguageStore, isLanguageCode, LANGUAGE_CODES, LanguageProvider } from '@wl/i18n';
import { createSandboxApp, sandboxHandlers } from '@wl/sandbox-api';
import { createTestStore } from '@wl/testing';
import { brands, DEFAULT_BRAND } from './brands';

/** The brand's own default language unless the toolbar picks another. */
const BRAND_DEFAULT = 'brand default';

/** Stories never persist a choice: a click in one story must not override the toolbar in the next. */
const noStorage = { getItem: () => null, setItem: () => undefined };

const withSite: Decorator = (Story, { globals }) => {
  const brand = brands[globals['brand']] ?? brands[DEFAULT_BRAND];
  const language = isLanguageCode(globals['language']) ? globals['language'] : brand.defaultLanguage;
  const languages = brand.supportedLanguages.includes(language) ? brand.supportedLanguages : [...brand.supportedLanguages, language];
  const languageStore = createLanguageStore({ defaultLanguage: language, supportedLanguages: languages, storage: noStorage });
  return (
    // A fresh store per story: no story sees another's cached calls.
    <Provider store={createTestStore({ merchantCode: brand.merchantCode, getLanguage: languageStore.getLanguage })}>
      <BrandProvider brand={brand}>
        <ThemeProvider theme={themeFromBrand(brand)}>
          <LanguageProvider store={languageStore}>
            <MemoryRouter>
              <Story />
            </MemoryRouter>
          </LanguageProvider>
        </ThemeProvider>
      </BrandProvider>
    </Provider>
  );
};

const preview: Preview = {
  decorators: [withSite],
  loaders: [mswLoader()],
  parameters: {
    // Every story's API calls are answered by the same sandbox the site's tests use.
    msw: sandboxHandlers(createSandboxApp()),
    layout: 'padded',
  },
  globalTypes: {
    brand: {
      description: 'Brand (from brands/)',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: Object.keys(brands), dynamicTitle: true },
    },
    language: {
      description: 'Language (AR, FA and UR are right to left)',
      toolbar: { title: 'Language', icon: 'globe', items: [BRAND_DEFAULT, ...LANGUAGE_CODES], dynamicTitle: true },
    },
  },
  initialGlobals: { brand: DEFAULT_BRAND, language: BRAND_DEFAULT },
};

export default preview;
