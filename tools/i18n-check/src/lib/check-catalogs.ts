import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isStructurallySame,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import type { KeyUse } from './extract-keys';

export type Catalog = Record<string, string>;

/** Issue 7: at most this share of a translated catalog may read exactly as EN. */
export const MAX_IDENTICAL_SHARE = 0.05;

export type ProblemRule =
  | 'missing-catalog'
  | 'used-key-not-in-reference'
  | 'missing-key'
  | 'unknown-key'
  | 'unsorted-keys'
  | 'icu-syntax'
  | 'icu-arguments'
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
  used: KeyUse[];
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
      return '';
    })
    .join('');
}

/** A message with no words (`{symbol}{amount}`, `{count} / {total}`) reads the same in every language. */
function hasWords(elements: MessageFormatElement[]): boolean {
  return /\p{L}/u.test(literalText(elements));
}

const isSorted = (keys: string[]) => keys.every((key, index) => index === 0 || keys[index - 1] < key);

export function checkCatalogs({ catalogs, required, reference, used, allowIdentical }: CatalogCheckInput): CatalogCheckResult {
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

  const referenceParsed = parsed[reference] ?? {};
  for (const [language, messages] of Object.entries(parsed)) {
    if (language === reference) continue;
    for (const [key, elements] of Object.entries(messages)) {
      const original = referenceParsed[key];
      if (!original) continue;
      const same = isStructurallySame(original, elements);
      if (!same.success)
        problem('icu-arguments', `${language} ${key}: ${same.error?.message ?? 'arguments differ'} (compared with ${reference})`);
    }
  }

  const compared = referenceKeys.filter(
    (key) => !allowIdentical.includes(key) && referenceParsed[key] !== undefined && hasWords(referenceParsed[key]),
  );
  const identical = Object.keys(catalogs)
    .filter((language) => language !== reference)
    .sort()
    .map((language): IdenticalShare => {
      const identicalKeys = compared.filter((key) => catalogs[language][key] === referenceCatalog[key]);
      return { language, compared: compared.length, identicalKeys, share: compared.length ? identicalKeys.length / compared.length : 0 };
    });
  for (const { language, share, identicalKeys } of identical) {
    if (share > MAX_IDENTICAL_SHARE) {
      problem(
        'identical-share',
        `${language}: ${(share * 100).toFixed(1)}% of messages read exactly as ${reference} (at most ${MAX_IDENTICAL_SHARE * 100}%): ${identicalKeys.join(', ')}`,
      );
    }
  }
  return { problems, identical };
}
