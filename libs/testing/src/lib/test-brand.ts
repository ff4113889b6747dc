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
