/** Every language code a brand may offer (spec §1), as the merchant API spells them. */
export const LANGUAGE_CODES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'KR',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'PT-BR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The languages with a translated catalog (spec §1); the others fall back to EN text. */
export const CATALOG_LANGUAGES = ['CN', 'EN', 'ID', 'PT', 'TH', 'TY', 'VI'] as const satisfies readonly LanguageCode[];

export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

/** Languages without a translated catalog read EN text (spec §1) but keep their own locale. */
export const FALLBACK_CATALOG: CatalogLanguage = 'EN';

/** The catalog a language reads: its own, or the fallback's for a language without one. */
export function catalogLanguageFor(language: LanguageCode): CatalogLanguage {
  return (CATALOG_LANGUAGES as readonly string[]).includes(language) ? (language as CatalogLanguage) : FALLBACK_CATALOG;
}

/** Spec §1: the site's language when a brand names none. */
export const DEFAULT_LANGUAGE: LanguageCode = 'TY';

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}
