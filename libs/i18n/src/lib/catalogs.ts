import { CATALOG_LANGUAGES, FALLBACK_CATALOG, type CatalogLanguage, type LanguageCode } from './languages';

export type Messages = Record<string, string>;

/**
 * Each catalog is its own chunk: a player downloads only the language they read. Marked pure so
 * Node tools that bundle `@wl/i18n` without Vite (the brand factory) drop it instead of failing.
 */
const CATALOG_LOADERS = /* @__PURE__ */ import.meta.glob<Messages>('./catalogs/*.json', { import: 'default' });

export function catalogLanguageFor(language: LanguageCode): CatalogLanguage {
  return (CATALOG_LANGUAGES as readonly string[]).includes(language) ? (language as CatalogLanguage) : FALLBACK_CATALOG;
}

export function loadCatalog(language: LanguageCode): Promise<Messages> {
  const loader = CATALOG_LOADERS[`./catalogs/${catalogLanguageFor(language)}.json`];
  if (!loader) return Promise.reject(new Error(`No catalog for ${language}`));
  return loader();
}
