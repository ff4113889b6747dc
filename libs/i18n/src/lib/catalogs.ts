import type { MessageFormatElement } from 'react-intl';
import { CATALOG_LANGUAGES, FALLBACK_CATALOG, type CatalogLanguage, type LanguageCode } from './languages';

/**
 * A catalog: its ICU strings as written (tests, Storybook, the dev server), or the same messages
 * compiled to react-intl's AST by the site's build (`build/compiled-catalogs.ts`), which ships no parser.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Each catalog is its own chunk: a player downloads only the language they read. Marked pure so
 * Node tools that bundle `@wl/i18n` without Vite (the brand factory) drop it instead of failing.
 */
const CATALOG_LOADERS = /* @__PURE__ */ import.meta.glob<Messages>('./catalogs/*.json', { import: 'default' });

export function catalogLanguageFor(language: LanguageCode): CatalogLanguage {
  return (CATALOG_LANGUAGES as readonly string[]).includes(language) ? (language as CatalogLanguage) : FALLBACK_CATALOG;
}

/** Catalogs already downloaded: switching back to one, or mounting a second provider, renders at once. */
const LOADED_CATALOGS = new Map<CatalogLanguage, Messages>();

export function loadCatalog(language: LanguageCode): Promise<Messages> {
  const catalog = catalogLanguageFor(language);
  const loader = CATALOG_LOADERS[`./catalogs/${catalog}.json`];
  if (!loader) return Promise.reject(new Error(`No catalog for ${language}`));
  return loader().then((messages) => {
    LOADED_CATALOGS.set(catalog, messages);
    return messages;
  });
}

/** The language's catalog if it has been loaded, without waiting. */
export function loadedCatalog(language: LanguageCode): Messages | undefined {
  return LOADED_CATALOGS.get(catalogLanguageFor(language));
}
