/**
 * The language tables alone, without React or the bundler's catalog loader, for build tools that
 * run in plain Node (the catalog check, the brand factory). Browser code imports `@wl/i18n`.
 */
export * from './lib/languages';
export { LOCALE_BY_LANGUAGE, directionOf, type Direction } from './lib/locales';
