/**
 * The twenty pattern kinds of spec §5. A kind's `patternId` is its position in the spec's list
 * ('1' … '20'), which is how the register settings name it (docs/decisions.md, "Accounts"). The
 * pattern is the one the sandbox serves for that kind; a merchant's server may send its own
 * pattern under the same id, and the message follows the id. Patterns are written in the
 * JavaScript dialect servers use (`\uXXXX` escapes), without nested quantifiers, so every one passes the
 * engine's safety check; kind 13's lookahead runs on the browser's engine, which RE2 lacks it for.
 */
export interface PatternKind {
  patternId: string;
  pattern: string;
  /** The catalog key of the message shown when a value breaks the rule. */
  messageKey: string;
}

export const PATTERN_KINDS = {
  freeCharacters: { patternId: '1', pattern: '^.*$', messageKey: 'forms.pattern.freeCharacters' },
  letterFirstAlphanumeric: { patternId: '2', pattern: '^[A-Za-z][A-Za-z0-9]*$', messageKey: 'forms.pattern.letterFirstAlphanumeric' },
  chineseDigits: { patternId: '3', pattern: '^[\\u4e00-\\u9fa50-9]+$', messageKey: 'forms.pattern.chineseDigits' },
  email: { patternId: '4', pattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$', messageKey: 'forms.pattern.email' },
  alphanumeric: { patternId: '5', pattern: '^[A-Za-z0-9]+$', messageKey: 'forms.pattern.alphanumeric' },
  // Both a letter and a digit: a run of one class, then a character of the other.
  lettersPlusDigits: {
    patternId: '6',
    pattern: '^([A-Za-z]+[0-9]|[0-9]+[A-Za-z])[A-Za-z0-9]*$',
    messageKey: 'forms.pattern.lettersPlusDigits',
  },
  digitsOnly: { patternId: '7', pattern: '^[0-9]+$', messageKey: 'forms.pattern.digitsOnly' },
  alphanumericWithUppercase: {
    patternId: '8',
    pattern: '^[a-z0-9]*[A-Z][A-Za-z0-9]*$',
    messageKey: 'forms.pattern.alphanumericWithUppercase',
  },
  englishLettersSpaces: { patternId: '9', pattern: '^[A-Za-z ]+$', messageKey: 'forms.pattern.englishLettersSpaces' },
  noSpaces: { patternId: '10', pattern: '^\\S+$', messageKey: 'forms.pattern.noSpaces' },
  chinesePunctuation: {
    patternId: '11',
    pattern: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef\\u00b7]+$',
    messageKey: 'forms.pattern.chinesePunctuation',
  },
  dateYearMonthDay: {
    patternId: '12',
    pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
    messageKey: 'forms.pattern.dateYearMonthDay',
  },
  // Letters of any script with their marks (Thai and Hindi vowel signs, a Vietnamese tone typed apart) and the joiners
  // Persian writes inside a name (علی‌رضا), words separated by one space: a name of three words (Nguyễn Văn An) is a
  // name. A space is let in only before a letter, rather than as a repeated group of words, which the safety check
  // would take for catastrophic backtracking.
  lettersOneSpace: {
    patternId: '13',
    pattern: '^[\\p{L}\\p{M}](?:[\\p{L}\\p{M}\\u200c\\u200d]| (?=[\\p{L}\\p{M}]))*$',
    messageKey: 'forms.pattern.lettersOneSpace',
  },
  dateMonthDayYear: {
    patternId: '14',
    pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
    messageKey: 'forms.pattern.dateMonthDayYear',
  },
  // Letters of any alphabet with their marks and joiners (unlike kind 5, which is ASCII only) and digits.
  alphabetDigits: { patternId: '15', pattern: '^[\\p{L}\\p{M}\\p{Nd}\\u200c\\u200d]+$', messageKey: 'forms.pattern.alphabetDigits' },
  koreanOnly: { patternId: '16', pattern: '^[\\uac00-\\ud7a3]+$', messageKey: 'forms.pattern.koreanOnly' },
  thaiOnly: { patternId: '17', pattern: '^[\\u0e00-\\u0e7f]+$', messageKey: 'forms.pattern.thaiOnly' },
  thaiEnglishSpaces: { patternId: '18', pattern: '^[\\u0e00-\\u0e7fA-Za-z ]+$', messageKey: 'forms.pattern.thaiEnglishSpaces' },
  uppercaseSpaces: { patternId: '19', pattern: '^[A-Z ]+$', messageKey: 'forms.pattern.uppercaseSpaces' },
  // Printable ASCII without the space.
  lettersNumbersSymbols: { patternId: '20', pattern: '^[\\x21-\\x7e]+$', messageKey: 'forms.pattern.lettersNumbersSymbols' },
} as const satisfies Record<string, PatternKind>;

export type PatternKindName = keyof typeof PATTERN_KINDS;

const KIND_BY_ID: ReadonlyMap<string, PatternKind> = new Map(Object.values(PATTERN_KINDS).map((kind) => [kind.patternId, kind]));

/** The kind a server's `patternId` names, if it is one of the twenty. */
export function patternKindById(patternId: string): PatternKind | undefined {
  return KIND_BY_ID.get(patternId);
}
