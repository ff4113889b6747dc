import type { LanguageCode } from './languages';

/** Each offered code as a BCP 47 locale for `Intl`; the merchant API's codes are not BCP 47. */
export const LOCALE_BY_LANGUAGE: Record<LanguageCode, string> = {
  CN: 'zh-CN',
  EN: 'en',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
  MY: 'my',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  KM: 'km',
  KO: 'ko',
  KR: 'ko',
  MS: 'ms',
  PT: 'pt',
  TA: 'ta',
  TW: 'zh-TW',
  TY: 'tl',
  UR: 'ur',
  'PT-BR': 'pt-BR',
  TR: 'tr',
  BN: 'bn',
  AR: 'ar',
  FA: 'fa',
  RU: 'ru',
  KK: 'kk',
  UZ: 'uz',
  LO: 'lo',
};

const RIGHT_TO_LEFT: ReadonlySet<LanguageCode> = new Set(['AR', 'FA', 'UR']);

export type Direction = 'ltr' | 'rtl';

export function directionOf(language: LanguageCode): Direction {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}
