/** react-intl setup, language codes, message catalogs, direction, the language store and formats (the switcher's look is ui-kit's). */
export * from './lib/languages';
export { LOCALE_BY_LANGUAGE, directionOf, type Direction } from './lib/locales';
export { LANGUAGE_NAMES } from './lib/language-names';
export { catalogLanguageFor, loadCatalog, type Messages } from './lib/catalogs';
export { I18nProvider } from './lib/i18n-provider';
export {
  createLanguageStore,
  LANGUAGE_STORAGE_KEY,
  PREVIOUS_LANGUAGE_STORAGE_KEY,
  type LanguageListener,
  type LanguageStorage,
  type LanguageStore,
  type LanguageStoreOptions,
} from './lib/language-store';
export { LanguageProvider, useLanguage, type LanguageState } from './lib/language-provider';
export { DEFAULT_CURRENCY_SYMBOL, formatAmount, formatRelativeTime, relativeTimeParts } from './lib/format';
export { DATE_TIME_PATTERN, formatDateTime } from './lib/date-time';
export { Amount } from './lib/formatted';
export { DateTime, RelativeTime } from './lib/formatted-time';
