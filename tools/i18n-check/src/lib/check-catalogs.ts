import {
  isDateElement,
  isDateTimeSkeleton,
  isLiteralElement,
  isNumberElement,
  isNumberSkeleton,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isStructurallySame,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
  type PluralElement,
  type SelectElement,
} from '@formatjs/icu-messageformat-parser';
import type { KeyUse } from './extract-keys';

export type Catalog = Record<string, string>;

/** Issue 7: at most this share of a translated catalog may read exactly as EN. */
export const MAX_IDENTICAL_SHARE = 0.05;

/** Catalogs whose words are written in a script of their own: a message with words but none of that script was left in English. */
export const SCRIPT_BY_LANGUAGE: Readonly<Record<string, { script: string; pattern: RegExp }>> = {
  CN: { script: 'Han', pattern: /\p{Script=Han}/u },
  TH: { script: 'Thai', pattern: /\p{Script=Thai}/u },
};

export type ProblemRule =
  | 'missing-catalog'
  | 'duplicate-key'
  | 'used-key-not-in-reference'
  | 'key-like-literal-not-in-reference'
  | 'missing-key'
  | 'unknown-key'
  | 'unsorted-keys'
  | 'icu-syntax'
  | 'icu-arguments'
  | 'icu-select-cases'
  | 'icu-plural-pound'
  | 'icu-plural-cases'
  | 'icu-formats'
  | 'missing-script'
  | 'identical-share';

export interface Problem {
  rule: ProblemRule;
  message: string;
}

export interface IdenticalShare {
  language: string;
  /** Messages compared: those of the reference that have words and are not allow-listed. */
  compared: number;
  identicalKeys: string[];
  share: number;
}

export interface CatalogCheckInput {
  /** Every catalog found, by language code. */
  catalogs: Record<string, Catalog>;
  /** The languages that must have a complete catalog. */
  required: readonly string[];
  /** The catalog every other one is measured against (EN). */
  reference: string;
  /** Each catalog's BCP 47 locale (`TY` → `tl`), whose plural rules its messages follow. */
  locales: Readonly<Record<string, string>>;
  used: KeyUse[];
  /** Key-shaped strings of player code that are not in a message position (`named('type', 'agent.column.type')`). */
  keyLike?: KeyUse[];
  /** Keys whose text may equal the reference in every language (brand names, codes). */
  allowIdentical: readonly string[];
}

export interface CatalogCheckResult {
  problems: Problem[];
  identical: IdenticalShare[];
}

function parseMessage(message: string): MessageFormatElement[] {
  // As react-intl reads it (tags on), and a plural or select must say what happens otherwise.
  return parse(message, { requiresOtherClause: true });
}

/** The text a reader sees, without argument names. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (isLiteralElement(element)) return element.value;
      if (isTagElement(element)) return literalText(element.children);
      if (isPluralElement(element) || isSelectElement(element)) {
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ');
      }
      // A placeholder parts the words around it.
      return ' ';
    })
    .join('');
}

/** A message with no words (`{symbol}{amount}`, `{count} / {total}`) reads the same in every language. */
function hasWords(elements: MessageFormatElement[]): boolean {
  return /\p{L}/u.test(literalText(elements));
}

/**
 * Latin words a translator keeps as they are: codes and brands, told by a capital after the first letter
 * (`VIP`, `USDT`, `iOS`, `WhatsApp`, `4D`). `Facebook` reads as a word: such a key goes in the allow-list.
 */
const BRAND_LIKE = /[\p{Script=Latin}\d]*[\p{Script=Latin}\d][\p{Lu}][\p{Script=Latin}\d]*/gu;

/** How a reader compares two texts: spaces at the ends and the letters' case do not make them differ. */
const folded = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const isSorted = (keys: string[]) => keys.every((key, index) => index === 0 || keys[index - 1] < key);

/** Every element of a message, nested ones (in tags and plural or select cases) included. */
function allElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.flatMap((element) => {
    if (isTagElement(element)) return [element, ...allElements(element.children)];
    if (isPluralElement(element) || isSelectElement(element)) {
      return [element, ...Object.values(element.options).flatMap((option) => allElements(option.value))];
    }
    return [element];
  });
}

/** The first plural (or select) of each argument, as EN has it. */
function byArgument<T extends PluralElement | SelectElement>(
  elements: MessageFormatElement[],
  is: (element: MessageFormatElement) => element is T,
) {
  const found = new Map<string, T>();
  for (const element of allElements(elements)) if (is(element) && !found.has(element.value)) found.set(element.value, element);
  return found;
}

/** Whether a `#` of this plural is in these elements: a nested plural's `#` is that plural's own count. */
function hasPound(elements: MessageFormatElement[]): boolean {
  return elements.some((element) => {
    if (isPoundElement(element)) return true;
    if (isTagElement(element)) return hasPound(element.children);
    if (isSelectElement(element)) return Object.values(element.options).some((option) => hasPound(option.value));
    return false;
  });
}

/** Each number, date and time argument's format as written: `{ratio, number, ::.##}` → `number ::.##`. */
function formatsOf(elements: MessageFormatElement[]): Map<string, Set<string>> {
  const formats = new Map<string, Set<string>>();
  for (const element of allElements(elements)) {
    if (!isNumberElement(element) && !isDateElement(element) && !isTimeElement(element)) continue;
    const { style } = element;
    let written = '';
    if (typeof style === 'string') written = style;
    else if (isNumberSkeleton(style)) written = `::${style.tokens.map((token) => [token.stem, ...token.options].join('/')).join(' ')}`;
    else if (isDateTimeSkeleton(style)) written = `::${style.pattern}`;
    const kind = isNumberElement(element) ? 'number' : isDateElement(element) ? 'date' : 'time';
    formats.set(element.value, (formats.get(element.value) ?? new Set()).add(`${kind}${written ? ', ' : ''}${written}`));
  }
  return formats;
}

const sameSet = (a: Iterable<string>, b: Iterable<string>) => [...a].sort().join('\n') === [...b].sort().join('\n');
const listed = (names: Iterable<string>) => [...names].sort().join(', ');

/** Exact cases (`=0`, `=1`) are the same in every language. */
const EXACT_CASE = /^=\d+(\.\d+)?$/;

/**
 * What can make a translation read wrongly although its arguments match EN's: a select with other cases
 * (the missing one falls through to `other`), a count dropped from a plural's `other`, a number, date or time
 * written in another format, a plural of another kind (`selectordinal` for `plural`).
 */
function structureProblems(original: MessageFormatElement[], translation: MessageFormatElement[]): Array<[ProblemRule, string]> {
  const problems: Array<[ProblemRule, string]> = [];
  const originalSelects = byArgument(original, isSelectElement);
  const originalPlurals = byArgument(original, isPluralElement);
  for (const element of allElements(translation)) {
    if (isSelectElement(element)) {
      const expected = originalSelects.get(element.value);
      if (expected && !sameSet(Object.keys(element.options), Object.keys(expected.options))) {
        problems.push([
          'icu-select-cases',
          `select {${element.value}} has the cases ${listed(Object.keys(element.options))} where EN has ${listed(Object.keys(expected.options))}`,
        ]);
      }
    }
    if (isPluralElement(element)) {
      const expected = originalPlurals.get(element.value);
      if (!expected) continue;
      if (expected.pluralType !== element.pluralType) {
        problems.push(['icu-plural-cases', `{${element.value}} is a ${kindOf(element)} where EN has a ${kindOf(expected)}`]);
      }
      if (hasPound(expected.options.other.value) && !hasPound(element.options.other.value)) {
        problems.push(['icu-plural-pound', `the other case of {${element.value}} does not show the number (#), which EN's does`]);
      }
    }
  }
  const originalFormats = formatsOf(original);
  for (const [argument, formats] of formatsOf(translation)) {
    const expected = originalFormats.get(argument);
    if (expected && !sameSet(formats, expected)) {
      problems.push([
        'icu-formats',
        `{${argument}} is written as {${argument}, ${listed(formats)}} where EN has {${argument}, ${listed(expected)}}`,
      ]);
    }
  }
  return problems;
}

const kindOf = (element: PluralElement) => (element.pluralType === 'ordinal' ? 'selectordinal' : 'plural');

/** Plural cases the locale never chooses (`one` in Chinese): the words in them are never shown. */
function pluralCaseProblems(elements: MessageFormatElement[], locale: string): string[] {
  const problems: string[] = [];
  for (const element of allElements(elements)) {
    if (!isPluralElement(element)) continue;
    const categories = new Intl.PluralRules(locale, { type: element.pluralType }).resolvedOptions().pluralCategories as string[];
    for (const name of Object.keys(element.options)) {
      if (EXACT_CASE.test(name) || categories.includes(name)) continue;
      problems.push(
        `${kindOf(element)} {${element.value}} has the case "${name}", which ${locale} never chooses (its cases: ${categories.join(', ')}, or exact =N)`,
      );
    }
  }
  return problems;
}

export function checkCatalogs({
  catalogs,
  required,
  reference,
  locales,
  used,
  keyLike = [],
  allowIdentical,
}: CatalogCheckInput): CatalogCheckResult {
  const problems: Problem[] = [];
  const problem = (rule: ProblemRule, message: string) => problems.push({ rule, message });

  for (const language of required) {
    if (!catalogs[language]) problem('missing-catalog', `${language}: no catalog; every one of ${required.join(', ')} must have one`);
  }
  const referenceCatalog = catalogs[reference] ?? {};
  const referenceKeys = Object.keys(referenceCatalog);

  const reported = new Set<string>();
  for (const use of used) {
    if (use.key in referenceCatalog || reported.has(use.key)) continue;
    reported.add(use.key);
    problem('used-key-not-in-reference', `${use.key}: used in ${use.file}:${use.line} but missing from ${reference}`);
  }
  // A key-shaped string under one of EN's namespaces that EN lacks: a key misspelt or not added yet, whatever
  // helper passes it on. A namespace itself (`games.prizeMode`, which code completes at run time) is not one.
  const namespaces = new Set(referenceKeys.map((key) => key.split('.')[0]));
  const prefixes = new Set(
    referenceKeys.flatMap((key) => key.split('.').flatMap((_, end, parts) => (end > 0 ? [parts.slice(0, end).join('.')] : []))),
  );
  for (const use of keyLike) {
    const namespace = use.key.split('.')[0];
    if (!namespaces.has(namespace) || use.key in referenceCatalog || prefixes.has(use.key) || reported.has(use.key)) continue;
    reported.add(use.key);
    problem(
      'key-like-literal-not-in-reference',
      `${use.key}: written in ${use.file}:${use.line}, shaped like a key of the ${namespace} namespace, but missing from ${reference}`,
    );
  }

  const parsed: Record<string, Record<string, MessageFormatElement[]>> = {};
  for (const [language, catalog] of Object.entries(catalogs)) {
    const keys = Object.keys(catalog);
    if (!isSorted(keys)) problem('unsorted-keys', `${language}: keys are not in sorted order`);
    parsed[language] = {};
    for (const key of keys) {
      try {
        parsed[language][key] = parseMessage(catalog[key]);
      } catch (error) {
        problem('icu-syntax', `${language} ${key}: ${(error as Error).message} in "${catalog[key]}"`);
      }
    }
    if (language === reference) continue;
    for (const key of referenceKeys) {
      if (!(key in catalog)) problem('missing-key', `${language}: ${key} is missing`);
    }
    for (const key of keys) {
      if (!(key in referenceCatalog)) problem('unknown-key', `${language}: ${key} is not in ${reference}`);
    }
  }

  for (const [language, messages] of Object.entries(parsed)) {
    const locale = locales[language];
    // Without the locale's own rules Intl would answer with its default language's, and the check with them.
    if (!locale || Intl.PluralRules.supportedLocalesOf([locale]).length === 0) {
      problem(
        'icu-plural-cases',
        `${language}: no plural rules known for its locale (${locale ?? 'none given'}), so its plural cases cannot be checked`,
      );
      continue;
    }
    for (const [key, elements] of Object.entries(messages)) {
      for (const reason of pluralCaseProblems(elements, locale)) problem('icu-plural-cases', `${language} ${key}: ${reason}`);
    }
  }

  const referenceParsed = parsed[reference] ?? {};
  for (const [language, messages] of Object.entries(parsed)) {
    if (language === reference) continue;
    for (const [key, elements] of Object.entries(messages)) {
      const original = referenceParsed[key];
      if (!original) continue;
      const same = isStructurallySame(original, elements);
      if (!same.success)
        problem('icu-arguments', `${language} ${key}: ${same.error?.message ?? 'arguments differ'} (compared with ${reference})`);
      for (const [rule, reason] of structureProblems(original, elements))
        problem(rule, `${language} ${key}: ${reason} ("${catalogs[language][key]}")`);
    }
  }

  for (const [language, { script, pattern }] of Object.entries(SCRIPT_BY_LANGUAGE)) {
    for (const [key, elements] of Object.entries(parsed[language] ?? {})) {
      if (allowIdentical.includes(key)) continue;
      const words = literalText(elements).replace(BRAND_LIKE, ' ');
      if (/\p{L}/u.test(words) && !pattern.test(words)) {
        problem(
          'missing-script',
          `${language} ${key}: has words but no ${script} script, so it reads untranslated ("${catalogs[language][key]}")`,
        );
      }
    }
  }

  const compared = referenceKeys.filter(
    (key) => !allowIdentical.includes(key) && referenceParsed[key] !== undefined && hasWords(referenceParsed[key]),
  );
  const identical = Object.keys(catalogs)
    .filter((language) => language !== reference)
    .sort()
    .map((language): IdenticalShare => {
      const identicalKeys = compared.filter(
        (key) => typeof catalogs[language][key] === 'string' && folded(catalogs[language][key]) === folded(referenceCatalog[key]),
      );
      return { language, compared: compared.length, identicalKeys, share: compared.length ? identicalKeys.length / compared.length : 0 };
    });
  for (const { language, share, identicalKeys } of identical) {
    if (share > MAX_IDENTICAL_SHARE) {
      problem(
        'identical-share',
        `${language}: ${(share * 100).toFixed(1)}% of messages read as ${reference} (at most ${MAX_IDENTICAL_SHARE * 100}%): ${identicalKeys.join(', ')}`,
      );
    }
  }
  return { problems, identical };
}
