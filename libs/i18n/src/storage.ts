/**
 * The forgiving storages alone, without React or the bundler's catalog loader: the api-client reads them, and it also
 * runs in plain Node (the sandbox server, the end-to-end tests' sessions). Browser code imports `@wl/i18n`.
 */
export { safeLocalStorage, safeSessionStorage } from './lib/safe-storage';
