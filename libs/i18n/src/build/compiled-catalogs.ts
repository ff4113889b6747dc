import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The source catalogs of libs/i18n (`…/catalogs/<LANGUAGE>.json`), as `import.meta.glob` imports them. */
const CATALOG_FILE = /\/libs\/i18n\/src\/lib\/catalogs\/[A-Z]{2}(?:-[A-Z]{2})?\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';
/** The parser's stub entry: its types and guards, and a `parse` that throws. */
const NO_PARSER = `${PARSER}/no-parser.js`;

/**
 * A catalog's ICU messages as react-intl's AST, what `formatjs compile --ast` writes: the same
 * `parse` with its defaults (tags are elements, skeletons parsed), so the runtime never parses.
 * A message that does not parse fails the build, naming its key.
 */
export function compileCatalog(messages: Record<string, string>): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, parse(message)];
      } catch (cause) {
        throw new Error(`Catalog message "${key}" is not valid ICU: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
      }
    }),
  );
}

/**
 * Build only: the catalogs ship precompiled and the ICU parser stays out of the bundle (formatjs's
 * "react-intl without parser": every importer of the parser gets its `no-parser` entry, resolved
 * from the importer so each copy keeps its own version). The source JSON stays the catalogs'
 * single source; tests and the dev server read it as it is, with the parser.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    apply: 'build',
    // Before Vite's JSON plugin, which turns the (compiled) JSON into a module.
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== PARSER) return null;
      return this.resolve(NO_PARSER, importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      if (!CATALOG_FILE.test(id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code))), map: null };
    },
  };
}
