import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BrandProvider, themeFromBrand } from '@wl/brand';
import { I18nProvider, isLanguageCode, LANGUAGE_CODES } from '@wl/i18n';
import { createSandboxApp, sandboxHandlers } from '@wl/sandbox-api';
import { createTestStore } from '@wl/testing';
import { brands, DEFAULT_BRAND } from './brands';

/** The brand's own default language unless the toolbar picks another. */
const BRAND_DEFAULT = 'brand default';

const withSite: Decorator = (Story, { globals }) => {
  const brand = brands[globals['brand']] ?? brands[DEFAULT_BRAND];
  const language = isLanguageCode(globals['language']) ? globals['language'] : brand.defaultLanguage;
  return (
    // A fresh store per story: no story sees another's cached calls.
    <Provider store={createTestStore({ merchantCode: brand.merchantCode, getLanguage: () => language })}>
      <BrandProvider brand={brand}>
        <ThemeProvider theme={themeFromBrand(brand)}>
          <I18nProvider language={language}>
            <MemoryRouter>
              <Story />
            </MemoryRouter>
          </I18nProvider>
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
