import type { MessageFormatElement } from 'react-intl';
import { catalogLanguageFor, type CatalogLanguage, type LanguageCode } from './languages';

/**
 * A catalog: its ICU strings as written (tests, Storybook, the dev server), or the same messages
 * compiled to react-intl's AST by the site's build (`build/compiled-catalogs.ts`), which ships no parser.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Each catalog is two chunks of its own (see `catalog-parts.ts`): a player downloads only the
 * language they read, and the first screen only the shell part of it. The `?part=` query is the
 * compiled-catalogs plugin's, which every Vite config of the workspace carries (site, tests,
 * Storybook). Marked pure so Node tools that bundle `@wl/i18n` without Vite (the brand factory)
 * drop them instead of failing.
 */
const SHELL_LOADERS = /* @__PURE__ */ import.meta.glob<Messages>('./catalogs/*.json', { import: 'default', query: '?part=shell' });
const REST_LOADERS = /* @__PURE__ */ import.meta.glob<Messages>('./catalogs/*.json', { import: 'default', query: '?part=rest' });

interface CatalogState {
  /** The shell part, then (merged into the same object) the whole catalog. */
  messages?: Messages;
  shell?: Promise<Messages>;
  whole?: Promise<Messages>;
  complete: boolean;
}

/** Catalogs asked for: switching back to one, or mounting a second provider, renders at once. */
const CATALOGS = new Map<CatalogLanguage, CatalogState>();

function stateOf(catalog: CatalogLanguage): CatalogState {
  let state = CATALOGS.get(catalog);
  if (!state) {
    state = { complete: false };
    CATALOGS.set(catalog, state);
  }
  return state;
}

function importPart(loaders: Record<string, () => Promise<Messages>>, catalog: CatalogLanguage): Promise<Messages> {
  const loader = loaders[`./catalogs/${catalog}.json`];
  return loader ? loader() : Promise.reject(new Error(`No catalog for ${catalog}`));
}

/** The shell part of the language's catalog: enough for the first screen. A failed load is tried again on the next call. */
export function loadCatalogShell(language: LanguageCode): Promise<Messages> {
  const catalog = catalogLanguageFor(language);
  const state = stateOf(catalog);
  state.shell ??= importPart(SHELL_LOADERS, catalog).then(
    (shell) => {
      state.messages ??= { ...shell };
      return state.messages;
    },
    (error: unknown) => {
      state.shell = undefined;
      throw error;
    },
  );
  return state.shell;
}

/**
 * The language's whole catalog. The rest is merged into the object the shell part rendered with,
 * so text already on screen stays as it is and nothing re-renders for it; the same promise
 * every time, until one fails.
 */
export function loadCatalog(language: LanguageCode): Promise<Messages> {
  const catalog = catalogLanguageFor(language);
  const state = stateOf(catalog);
  state.whole ??= Promise.all([loadCatalogShell(language), importPart(REST_LOADERS, catalog)]).then(
    ([messages, rest]) => {
      Object.assign(messages, rest);
      state.complete = true;
      return messages;
    },
    (error: unknown) => {
      state.whole = undefined;
      throw error;
    },
  );
  return state.whole;
}

/** The language's catalog as far as it has been loaded (its shell part at least), without waiting. */
export function loadedCatalog(language: LanguageCode): Messages | undefined {
  return CATALOGS.get(catalogLanguageFor(language))?.messages;
}

export function isCatalogComplete(language: LanguageCode): boolean {
  return CATALOGS.get(catalogLanguageFor(language))?.complete ?? false;
}
