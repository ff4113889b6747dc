import { themeFromBrand, type BrandConfig, type Theme } from '@wl/brand';

/** A complete, valid brand for component and store tests. */
export const testBrand: BrandConfig = {
  code: 'test',
  name: 'Test Brand',
  platform: 'web',
  merchantCode: 'TEST01',
  lotteryType: 'SEA',
  device: 'WEB',
  defaultLanguage: 'EN',
  supportedLanguages: ['EN', 'TY'],
  chatHeaderColor: '#123456',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  announcementDefaultExecution: 'B',
  cockfightVendors: ['DS88'],
  esportsVendors: ['IMES', 'SV388'],
  gameSelectionTypes: ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'],
  apiBaseUrl: '',
  cipher: { scheme: 'platform-des-rsa' },
  theme: {
    palette: {
      primary: '#0b6e4f',
      onPrimary: '#ffffff',
      secondary: '#f2b134',
      background: '#f7f7f2',
      surface: '#ffffff',
      text: '#1c1c1c',
      muted: '#5c5c5c',
      success: '#1e7d32',
      warning: '#a15c00',
      danger: '#b3261e',
    },
    fontFamily: 'sans-serif',
    logo: 'assets/logo.svg',
    favicon: 'assets/favicon.svg',
  },
};

export const testTheme: Theme = themeFromBrand(testBrand);

/** A dark brand whose primary is a yellow, as mekong-star's: a tint of it on the navy surface is a grey. */
export const darkTestBrand: BrandConfig = {
  ...testBrand,
  theme: {
    ...testBrand.theme,
    palette: {
      primary: '#f5b82e',
      onPrimary: '#1a1300',
      secondary: '#3dd6c6',
      background: '#0e1525',
      surface: '#17213a',
      text: '#eef2fb',
      muted: '#9fb0d0',
      success: '#4cc38a',
      warning: '#f0b429',
      danger: '#ff6b6b',
    },
  },
};

/** A computed `rgb(r, g, b)` colour as `#rrggbb`, as the contrast helpers take it. */
export const rgbToHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;
