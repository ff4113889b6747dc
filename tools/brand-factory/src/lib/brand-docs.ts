import { brandJsonSchema } from '@wl/brand/schema';
import {
  CATALOG_LANGUAGES,
  catalogLanguageFor,
  directionOf,
  FALLBACK_CATALOG,
  LANGUAGE_CODES,
  LOCALE_BY_LANGUAGE,
} from '@wl/i18n/languages';

/**
 * The parts of docs/brands.md made from libs/brand and libs/i18n, as the JSON Schema is, so the operator's guide
 * cannot drift from what the factory accepts: the table of brand.json's fields and the table of language codes.
 */
export const DOC_PARTS = {
  fields: { start: '<!-- generated: brand fields -->', end: '<!-- end generated: brand fields -->' },
  languages: { start: '<!-- generated: languages -->', end: '<!-- end generated: languages -->' },
} as const;

/** The part of a JSON Schema the tables read. */
interface JsonSchema {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  const?: unknown;
  enum?: unknown[];
  items?: JsonSchema;
  default?: unknown;
}

const code = (value: unknown) => `\`${String(value)}\``;
const isLanguageList = (values: unknown[]) => values.length === LANGUAGE_CODES.length && LANGUAGE_CODES.every((c) => values.includes(c));

/** The values a field takes, as the schema lists them; language codes point to their own table. */
function valuesOf(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.const !== undefined) parts.push(`Always ${code(schema.const)}.`);
  const list = schema.enum ?? schema.items?.enum;
  if (list) {
    const values = isLanguageList(list) ? 'a language code (see Languages)' : `one of ${list.map(code).join(', ')}`;
    parts.push(schema.enum ? `${values.charAt(0).toUpperCase()}${values.slice(1)}.` : `Each ${values}.`);
  }
  if (schema.default !== undefined) parts.push(`${code(schema.default)} when left out.`);
  return parts.join(' ');
}

/** One row per field, nested fields after their object, as `path | required | what it is`. */
function fieldRows(schema: JsonSchema, prefix = ''): string[][] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) => {
    const path = `${prefix}${key}`;
    const required = schema.required?.includes(key) && field.default === undefined ? 'yes' : 'no';
    const text = [field.description, valuesOf(field)].filter(Boolean).join(' ');
    const row = [code(path), required, text.replace(/\|/g, '\\|')];
    return [row, ...(field.properties ? fieldRows(field, `${path}.`) : [])];
  });
}

const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/** The table of brand.json's fields, from the zod schema's descriptions (what editors show from brand.schema.json). */
export function brandFieldsTable(): string {
  return table(['field', 'required', 'what it is'], fieldRows(brandJsonSchema() as JsonSchema));
}

/** Every language code a brand may offer: its locale, where its words come from and its direction. */
export function languagesTable(): string {
  const rows = LANGUAGE_CODES.map((language) => {
    const catalog = catalogLanguageFor(language);
    return [
      code(language),
      code(LOCALE_BY_LANGUAGE[language]),
      catalog === language ? 'its own catalog' : `the ${catalog} catalog (a note at validation)`,
      directionOf(language) === 'rtl' ? 'right to left' : 'left to right',
    ];
  });
  const own = CATALOG_LANGUAGES.join(', ');
  return [
    `Codes are upper case, as the merchant API spells them. Translations ship for ${own}; every other code's words come from ` +
      `the ${FALLBACK_CATALOG} catalog, while its numbers, dates and direction are its own.`,
    '',
    table(['code', 'locale', 'words from', 'direction'], rows),
  ].join('\n');
}

/** `doc` with each generated part replaced by what the schema and the language tables make now. */
export function withGeneratedParts(doc: string): string {
  const parts: Array<[keyof typeof DOC_PARTS, () => string]> = [
    ['fields', brandFieldsTable],
    ['languages', languagesTable],
  ];
  return parts.reduce((text, [name, make]) => {
    const { start, end } = DOC_PARTS[name];
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/brands.md has no ${start} … ${end} part`);
    return `${text.slice(0, from + start.length)}\n\n${make()}\n\n${text.slice(to)}`;
  }, doc);
}

/**
 * A Markdown table's content without its layout: Prettier pads the cells of a table in the committed file, so the
 * test compares cells, not spaces.
 */
export const withoutTableLayout = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) =>
      /^\s*\|/.test(line)
        ? line
            .trim()
            .split(/(?<!\\)\|/)
            .map((cell) => cell.trim().replace(/^-{3,}$/, '---'))
            .join('|')
        : line,
    )
    .join('\n');
