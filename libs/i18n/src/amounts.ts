/**
 * The currencies' rules alone (the default symbol, each currency's decimals), without React or the
 * bundler's catalog loader: the api-client reads them, and it also runs in plain Node (the sandbox
 * server, the end-to-end tests' sessions). Browser code imports `@wl/i18n`.
 */
export { DEFAULT_CURRENCY_SYMBOL, decimalsOf } from './lib/amount-format';
