import { z } from 'zod';
import { directionOf, LANGUAGE_CODES } from '@wl/i18n/languages';
import type { BrandConfig } from './brand-config';
import { brandConfigSchema, toBrandConfig } from './brand-schema';

/** One thing wrong with a brand file. */
export interface BrandIssue {
  /** JSON path such as `theme.palette.text` or `supportedLanguages[1]`; empty for the file as a whole. */
  path: string;
  /** Why, in words a brand operator acts on. */
  message: string;
}

export type BrandParse = { ok: true; brand: BrandConfig } | { ok: false; issues: BrandIssue[] };

const kindOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'object':
      return 'an object';
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true/false';
    default:
      return typeof value;
  }
};

const EXPECTED: Record<string, string> = {
  string: 'a string',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  number: 'a number',
  boolean: 'true or false',
};

/**
 * Messages for the issues every field shares (missing, wrong type, not one of a list), so each
 * field's schema states only its own rule.
 */
const brandErrorMessages: z.core.$ZodErrorMap = (issue) => {
  // A missing key reaches a literal or an enum as a wrong value, not a wrong type.
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) return 'is required';
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${EXPECTED[issue.expected] ?? issue.expected}, not ${kindOf(issue.input)}`;
    case 'invalid_value': {
      // `cn` for `CN`: the one fix, not the whole list.
      const input = issue.input;
      const sameLetters =
        typeof input === 'string' && issue.values.find((value) => typeof value === 'string' && value.toLowerCase() === input.toLowerCase());
      if (typeof sameLetters === 'string')
        return `must be ${JSON.stringify(sameLetters)}, in ${sameLetters === sameLetters.toUpperCase() ? 'upper case' : 'that letter case'}`;
      const values = issue.values.map((value) => JSON.stringify(value));
      return values.length === 1 ? `must be ${values[0]}` : `must be one of ${values.join(', ')}`;
    }
    default:
      return undefined;
  }
};

export function formatJsonPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${String(segment)}` : String(segment)),
    '',
  );
}

/** A field's own schema, without the optional or default wrapper around it. */
const unwrap = (schema: unknown): unknown =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? unwrap(schema.unwrap()) : schema;

/**
 * The keys the schema allows at `path`, to suggest the one an unknown key was meant to be: an object's
 * fields, or the codes a record is keyed by (`keyed`, such as the languages of `seo.description`).
 */
function knownKeys(path: ReadonlyArray<PropertyKey>): { keys: string[]; keyed: boolean } {
  let schema = unwrap(brandConfigSchema);
  for (const segment of path) {
    if (schema instanceof z.ZodObject) schema = unwrap(schema.shape[String(segment)]);
    else if (schema instanceof z.ZodRecord) schema = unwrap(schema.valueType);
    else schema = undefined;
  }
  if (schema instanceof z.ZodObject) return { keys: Object.keys(schema.shape), keyed: false };
  if (schema instanceof z.ZodRecord && schema.keyType instanceof z.ZodEnum)
    return { keys: schema.keyType.options.map(String), keyed: true };
  return { keys: [], keyed: false };
}

/** Levenshtein distance, case-insensitive: how many single-letter edits turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[y.length];
}

const RIGHT_TO_LEFT = LANGUAGE_CODES.filter((language) => directionOf(language) === 'rtl').sort();
const DIRECTION_FOLLOWS_LANGUAGE =
  `the direction follows the language: ${RIGHT_TO_LEFT.slice(0, -1).join(', ')} and ${RIGHT_TO_LEFT[RIGHT_TO_LEFT.length - 1]} ` +
  'are laid out right to left, every other language left to right';

/**
 * Keys operators reach for that the file has no field for, with why: said instead of a list of the known keys.
 * The direction is each language's own, so a brand cannot set it.
 */
const NOT_FIELDS: Record<string, string> = {
  rtl: DIRECTION_FOLLOWS_LANGUAGE,
  direction: DIRECTION_FOLLOWS_LANGUAGE,
  dir: DIRECTION_FOLLOWS_LANGUAGE,
};

/** A key and its endings at each capital (`supportedLanguages`, `Languages`), so `languages` is near `supportedLanguages`. */
const endingsOf = (key: string) => [key, ...[...key.matchAll(/(?<=[a-z0-9])[A-Z]/g)].map((match) => key.slice(match.index))];

function unknownKeyMessage(key: string, path: ReadonlyArray<PropertyKey>): string {
  const { keys, keyed } = knownKeys(path);
  if (!keyed && Object.hasOwn(NOT_FIELDS, key.toLowerCase())) return `is not a known key: ${NOT_FIELDS[key.toLowerCase()]}`;
  // Codes are short and alike (EN, ES), so a code is suggested only for a difference of letter case. A short ending
  // (`Color` of chatHeaderColor) is taken only as it is: `colour` more likely means the palette.
  const allowed = (known: string, form: string) =>
    keyed ? 0 : form === known ? Math.max(2, Math.floor(form.length / 3)) : form.length >= 8 ? Math.floor(form.length / 4) : 0;
  const distanceTo = (known: string) =>
    Math.min(
      ...endingsOf(known).map((form) => {
        const distance = editDistance(key, form);
        return distance <= allowed(known, form) ? distance : Infinity;
      }),
    );
  const near = keys.map((known) => ({ known, distance: distanceTo(known) })).filter(({ distance }) => distance !== Infinity);
  const best = Math.min(...near.map(({ distance }) => distance));
  // Keys that end alike (`types`: announcementTypes, gameSelectionTypes) are all offered.
  const meant = near.filter(({ distance }) => distance === best).map(({ known }) => `"${known}"`);
  if (meant.length > 0) return `is not a known key; did you mean ${meant.join(' or ')}?`;
  const list = keys.map((known) => JSON.stringify(known)).join(', ');
  return keyed ? `is not a known key; must be one of ${list}` : `is not a known key; the keys here are ${list}`;
}

/**
 * Each list of allowed values in full once: a later issue with the same list (three lower-case language codes)
 * points back to the first instead of repeating it.
 */
function withoutRepeatedLists(issues: BrandIssue[]): BrandIssue[] {
  const firstAt = new Map<string, string>();
  return issues.map(({ path, message }) => {
    const list = /^must be one of (.{80,})$/.exec(message)?.[1];
    if (list === undefined) return { path, message };
    const first = firstAt.get(list);
    if (first === undefined) {
      firstAt.set(list, path);
      return { path, message };
    }
    return { path, message: `must be one of the values listed at ${first}` };
  });
}

/** Parses a brand file (already read as JSON) and returns the normalized config or every problem at once. */
export function parseBrand(json: unknown): BrandParse {
  const result = brandConfigSchema.safeParse(json, { error: brandErrorMessages });
  if (result.success) return { ok: true, brand: toBrandConfig(result.data) };
  const issues = result.error.issues.flatMap((issue): BrandIssue[] =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: formatJsonPath([...issue.path, key]), message: unknownKeyMessage(key, issue.path) }))
      : [{ path: formatJsonPath(issue.path), message: issue.message }],
  );
  return { ok: false, issues: withoutRepeatedLists(issues) };
}

/** The JSON Schema of a brand file, generated from the zod schema, for editors (`brands/brand.schema.json`). */
export function brandJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(brandConfigSchema, { io: 'input', target: 'draft-07' });
  return {
    ...schema,
    title: 'Brand config',
    description:
      'One merchant’s brand: brands/<code>/brand.json. Generated from libs/brand (zod); the factory also checks colour contrast, ' +
      'that defaultLanguage is a supported language, that the logo, favicon and share image are readable pictures of fitting ' +
      'sizes (a square favicon of at least 192 × 192 unless SVG, an SVG logo with a viewBox, every SVG well-formed with nothing ' +
      'that runs or loads), that no key is given twice, and that no other brand has its merchant code or site address.',
  };
}
