/** react-intl setup, language codes, message catalogs, direction, the language store and formats (the switcher's look is ui-kit's). */
export { isLanguageCode, LANGUAGE_CODES, type LanguageCode, CATALOG_LANGUAGES } from './lib/languages';
export { LOCALE_BY_LANGUAGE, directionOf } from './lib/locales';
export { LANGUAGE_NAMES } from './lib/language-names';
export { loadCatalog, loadCatalogShell } from './lib/catalogs';
export { createLanguageStore, LANGUAGE_STORAGE_KEY, PREVIOUS_LANGUAGE_STORAGE_KEY, type LanguageStorage } from './lib/language-store';
export { safeLocalStorage, safeSessionStorage } from './lib/safe-storage';
export { LanguageProvider, useLanguage } from './lib/language-provider';
export { useShownLanguage, WithFullCatalog } from './lib/i18n-provider';
export { useWordsLocale } from './lib/words-locale';
export { DEFAULT_AMOUNT_DECIMALS, DEFAULT_CURRENCY_SYMBOL, decimalsOf, formatAmount } from './lib/amount-format';
export { Amount } from './lib/formatted';
export { CodeName, PRIZE_MODE_NAMES } from './lib/code-name';
export { DateTime, RelativeTime } from './lib/formatted-time';
export { formatDateTime, formatDay } from './lib/date-time';
export { foldForSearch } from './lib/search-fold';
