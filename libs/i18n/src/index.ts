/** react-intl setup, language codes, message catalogs and direction. */
export * from './lib/languages';
export { LOCALE_BY_LANGUAGE, directionOf, type Direction } from './lib/locales';
export { catalogLanguageFor, loadCatalog, FALLBACK_CATALOG, type Messages } from './lib/catalogs';
export { I18nProvider } from './lib/i18n-provider';
