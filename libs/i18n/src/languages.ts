/**
 * The language tables and the catalogs' parts alone, without React or the bundler's catalog loader,
 * for build tools that run in plain Node (the catalog check, the brand factory). Browser code imports `@wl/i18n`.
 */
export {
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
  CATALOG_LANGUAGES,
  FALLBACK_CATALOG,
  catalogLanguageFor,
  DEFAULT_LANGUAGE,
} from './lib/languages';
export { LOCALE_BY_LANGUAGE, directionOf } from './lib/locales';
export { catalogPartOf, type CatalogPart } from './lib/catalog-parts';
