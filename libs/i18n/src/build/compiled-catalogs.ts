import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin, Rolldown } from 'vite';
import { catalogPart, catalogPartOf, isShellKey } from '../lib/catalog-parts.ts';

/** The source catalogs of libs/i18n (`…/catalogs/<LANGUAGE>.json`), as `import.meta.glob` imports them, with their part. */
const CATALOG_FILE = /\/libs\/i18n\/src\/lib\/catalogs\/[A-Z]{2}(?:-[A-Z]{2})?\.json(?:\?.*)?$/;
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

/** The chunks a page load runs before anything lazy: the entries and what they import, transitively. */
function initialChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const initial = new Map<string, Rolldown.OutputChunk>();
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry);
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (initial.has(chunk.fileName)) continue;
    initial.set(chunk.fileName, chunk);
    queue.push(...chunk.imports.flatMap((file) => chunks.get(file) ?? []));
  }
  return [...initial.values()];
}

/** Keys outside the shell part that the given code names as string literals (the minifier writes some as templates). */
export function restKeysNamedIn(code: string, keys: Iterable<string>): string[] {
  return [...keys].filter((key) => !isShellKey(key) && ['"', "'", '`'].some((quote) => code.includes(`${quote}${key}${quote}`)));
}

/**
 * The catalogs' build step. A catalog imported with `?part=shell` or `?part=rest` is cut to that
 * part (`catalog-parts.ts`), in every mode: tests, Storybook and the dev server render as the site
 * does. Building with `compile` (the site's build), catalogs also ship precompiled and the ICU
 * parser stays out of the bundle (formatjs's "react-intl without parser": every importer of the
 * parser gets its `no-parser` entry, resolved from the importer so each copy keeps its own version);
 * and a message the entry's code names outside the shell part fails the build, since the first
 * screen would show its key. The source JSON stays the catalogs' single source.
 */
export function compiledCatalogs({ compile = true }: { compile?: boolean } = {}): Plugin {
  let building = compile;
  const keys = new Set<string>();
  return {
    name: 'compiled-catalogs',
    // Before Vite's JSON plugin, which turns the (compiled) JSON into a module.
    enforce: 'pre',
    configResolved(config) {
      building = compile && config.command === 'build';
    },
    resolveId(source, importer, options) {
      if (!building || source !== PARSER) return null;
      return this.resolve(NO_PARSER, importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      if (!CATALOG_FILE.test(id)) return null;
      const part = catalogPartOf(id);
      if (!building && !part) return null;
      const catalog: Record<string, string> = JSON.parse(code);
      for (const key of Object.keys(catalog)) keys.add(key);
      const messages = part ? catalogPart(catalog, part) : catalog;
      // With a query the bundler no longer knows the file as JSON from its name: the result says so.
      return { code: JSON.stringify(building ? compileCatalog(messages) : messages), map: null, moduleType: 'json' };
    },
    generateBundle(_options, bundle) {
      if (!building) return;
      const named = restKeysNamedIn(
        initialChunks(bundle)
          .map((chunk) => chunk.code)
          .join('\n'),
        keys,
      );
      if (named.length > 0)
        this.error(
          `The first screen's code names messages outside the catalogs' shell part: ${named.join(', ')}. ` +
            'Add them to SHELL_KEY_PREFIXES (libs/i18n/src/lib/catalog-parts.ts).',
        );
    },
  };
}
