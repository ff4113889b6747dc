import type { LanguageCode } from './languages';

/**
 * Each language's name in that language (its autonym), as the switcher lists it: a reader finds
 * their own language whatever the page is in. A table rather than `Intl.DisplayNames`, which says
 * "Filipino" for Tagalog, lower-cases "español" and differs between browsers.
 */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  CN: '简体中文',
  EN: 'English',
  JA: '日本語',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  MY: 'မြန်မာ',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  KM: 'ខ្មែរ',
  KO: '한국어',
  KR: '한국어',
  MS: 'Bahasa Melayu',
  PT: 'Português',
  TA: 'தமிழ்',
  TW: '繁體中文',
  TY: 'Tagalog',
  UR: 'اردو',
  'PT-BR': 'Português (Brasil)',
  TR: 'Türkçe',
  BN: 'বাংলা',
  AR: 'العربية',
  FA: 'فارسی',
  RU: 'Русский',
  KK: 'Қазақ тілі',
  UZ: 'Oʻzbekcha',
  LO: 'ລາວ',
};
