import { describe, expect, it, vi } from 'vitest';
import type { FieldRule } from './field-rules';
import { compileFieldRules, type PatternReporter } from './field-validation';
import { FORM_MESSAGE_KEYS } from './form-messages';
import { PATTERN_KINDS, type PatternKindName } from './pattern-kinds';

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 30,
  patternId: PATTERN_KINDS.freeCharacters.patternId,
  ...overrides,
});

const silent: PatternReporter = () => undefined;

async function validatorFor(overrides: Partial<FieldRule> = {}, report: PatternReporter = silent) {
  const { field } = await compileFieldRules({ field: rule(overrides) }, { report });
  return field;
}

/** Values that pass and values that fail each of the twenty kinds, with its own pattern. */
const EXAMPLES: Record<PatternKindName, { pass: string[]; fail: string[] }> = {
  freeCharacters: { pass: ['anything goes!', '中文 123 ✓'], fail: ['two\nlines'] },
  letterFirstAlphanumeric: { pass: ['abc123', 'Z9'], fail: ['1abc', 'ab_c', 'ab c'] },
  chineseDigits: { pass: ['张三123', '中文'], fail: ['abc', '张三 1', '张三-1'] },
  email: { pass: ['player@example.com', 'a.b+c@mail.co.th'], fail: ['player@', 'player.example.com', 'a b@x.com', 'a@b.c'] },
  alphanumeric: { pass: ['abc123', 'ABC', '123'], fail: ['abc-123', 'abc 1', 'ñandu'] },
  lettersPlusDigits: { pass: ['abc123', '1a', 'a1b2'], fail: ['abcdef', '123456', 'abc_12'] },
  digitsOnly: { pass: ['0123456789'], fail: ['12a', '１２', '-1'] },
  alphanumericWithUppercase: { pass: ['Abc123', 'abC', 'A'], fail: ['abc123', 'ABC-1'] },
  englishLettersSpaces: { pass: ['John Smith', 'ab'], fail: ['John3', 'José'] },
  noSpaces: { pass: ['a_b-c!中'], fail: ['a b', 'tab\tx'] },
  chinesePunctuation: { pass: ['张三·李四', '你好，世界。'], fail: ['张三 abc', 'abc'] },
  dateYearMonthDay: { pass: ['2000-01-31', '1999-12-01'], fail: ['2000-13-01', '01-31-2000', '2000-1-1'] },
  lettersOneSpace: {
    pass: ['Nguyễn Văn An', 'Maria', 'Mary Ann Lee', 'วิชัย ใจดี', 'सुनील', 'Nguye\u0302\u0303n Va\u0306n', 'علی\u200cرضا'],
    fail: ['Mary  Ann', 'Mary1', ' Mary', 'Mary '],
  },
  dateMonthDayYear: { pass: ['12-31-1999', '01-01-2000'], fail: ['1999-12-31', '13-01-2000'] },
  alphabetDigits: { pass: ['Việt123', '中文1', 'abc', 'วิชัย1', 'सुनील', 'علی\u200cرضا'], fail: ['abc 1', 'abc!'] },
  koreanOnly: { pass: ['홍길동'], fail: ['홍길동1', 'hong'] },
  thaiOnly: { pass: ['สมชาย', 'ใจดี'], fail: ['สมชาย abc', 'abc'] },
  thaiEnglishSpaces: { pass: ['สมชาย Smith', 'ใจดี'], fail: ['สมชาย1', '张三'] },
  uppercaseSpaces: { pass: ['JOHN SMITH'], fail: ['John Smith', 'JOHN1'] },
  lettersNumbersSymbols: { pass: ['Abc!@#123', '~`{}'], fail: ['abc 123', 'abc中'] },
};

describe('the twenty pattern kinds of spec §5', () => {
  it('has twenty kinds, with the ids 1 to 20 in the order of the spec', () => {
    expect(Object.values(PATTERN_KINDS).map((kind) => kind.patternId)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
  });

  for (const [name, kind] of Object.entries(PATTERN_KINDS) as [PatternKindName, (typeof PATTERN_KINDS)[PatternKindName]][]) {
    describe(`${kind.patternId}: ${name}`, () => {
      const warnings = vi.fn<PatternReporter>();
      const compile = () => validatorFor({ acceptedPattern: kind.pattern, patternId: kind.patternId }, warnings);

      it.each(EXAMPLES[name].pass)('accepts %j', async (value) => {
        expect((await compile()).validate(value)).toBeNull();
        expect(warnings).not.toHaveBeenCalled();
      });

      it.each(EXAMPLES[name].fail)('rejects %j with the kind’s own message', async (value) => {
        expect((await compile()).validate(value)).toEqual({ key: kind.messageKey, values: { min: 1, max: 30, bounds: 'range' } });
      });
    });
  }
});

describe('length bounds (spec §5)', () => {
  const digits = { acceptedPattern: PATTERN_KINDS.digitsOnly.pattern, patternId: PATTERN_KINDS.digitsOnly.patternId };

  it('passes at exactly min and exactly max, fails one outside either', async () => {
    const field = await validatorFor({ ...digits, minLength: 6, maxLength: 11 });
    const message = { key: PATTERN_KINDS.digitsOnly.messageKey, values: { min: 6, max: 11, bounds: 'range' } };
    expect(field.validate('123456')).toBeNull();
    expect(field.validate('12345678901')).toBeNull();
    expect(field.validate('12345')).toEqual(message);
    expect(field.validate('123456789012')).toEqual(message);
  });

  it('names one number when min equals max', async () => {
    const field = await validatorFor({ ...digits, minLength: 4, maxLength: 4 });
    expect(field.validate('1234')).toBeNull();
    expect(field.validate('123')).toEqual({ key: PATTERN_KINDS.digitsOnly.messageKey, values: { min: 4, max: 4, bounds: 'exact' } });
  });

  it('counts characters as a player does: an emoji is one', async () => {
    const field = await validatorFor({ minLength: 2, maxLength: 2 });
    expect(field.validate('😀😀')).toBeNull();
  });

  it('pattern * matches anything, but the length still counts', async () => {
    const field = await validatorFor({ acceptedPattern: '*', minLength: 1, maxLength: 5 });
    for (const value of ['a', '中 !', 'a\nb', '(((']) expect(field.validate(value)).toBeNull();
    expect(field.validate('toolong')).toEqual({
      key: PATTERN_KINDS.freeCharacters.messageKey,
      values: { min: 1, max: 5, bounds: 'range' },
    });
  });

  it('a patternId that is none of the twenty gets the length message', async () => {
    const field = await validatorFor({ acceptedPattern: '^[0-9]+$', patternId: 'merchant-special', minLength: 3, maxLength: 8 });
    expect(field.validate('ab')).toEqual({ key: FORM_MESSAGE_KEYS.length, values: { min: 3, max: 8, bounds: 'range' } });
  });
});

describe('required, optional and disabled fields (spec §5)', () => {
  it('a required field reports an empty or blank value as empty, before any pattern', async () => {
    const field = await validatorFor({ acceptedPattern: PATTERN_KINDS.digitsOnly.pattern, minLength: 6 });
    expect(field).toMatchObject({ shown: true, required: true });
    expect(field.validate('')).toEqual({ key: FORM_MESSAGE_KEYS.required });
    expect(field.validate('   ')).toEqual({ key: FORM_MESSAGE_KEYS.required });
  });

  it('an optional enabled field is shown, may stay empty, and is checked once filled', async () => {
    const field = await validatorFor({ required: false, acceptedPattern: PATTERN_KINDS.digitsOnly.pattern, patternId: '7' });
    expect(field).toMatchObject({ shown: true, required: false });
    expect(field.validate('')).toBeNull();
    expect(field.validate('x')).toMatchObject({ key: PATTERN_KINDS.digitsOnly.messageKey });
  });

  it('a disabled field is hidden and not required, even when flagged required', async () => {
    const field = await validatorFor({ enabled: false, required: true });
    expect(field).toMatchObject({ shown: false, required: false });
    expect(field.validate('')).toBeNull();
  });

  it('a flow may require a field the rule leaves optional (the username in username mode)', async () => {
    const field = await validatorFor({ required: false });
    expect(field.validate('', { required: true })).toEqual({ key: FORM_MESSAGE_KEYS.required });
  });
});

describe('hostile server patterns fall back to the length check (spec §5)', () => {
  const ATTACK = `${'a'.repeat(28)}!`;
  const BOUND_MS = 500;

  async function timed(acceptedPattern: string, value: string, report: PatternReporter = silent) {
    const field = await validatorFor({ acceptedPattern, maxLength: 100_000 }, report);
    const started = performance.now();
    const message = field.validate(value);
    return { message, ms: performance.now() - started };
  }

  it('an invalid regular expression is reported once and only the length is checked', async () => {
    const report = vi.fn<PatternReporter>();
    const { message } = await timed('([a-z', 'ANY value 1', report);
    expect(message).toBeNull();
    expect(report).toHaveBeenCalledExactlyOnceWith({ field: 'field', pattern: '([a-z', reason: 'invalid' });
    expect((await validatorFor({ acceptedPattern: '([a-z', maxLength: 3 }, report)).validate('long')).toMatchObject({
      key: PATTERN_KINDS.freeCharacters.messageKey,
    });
    expect(report).toHaveBeenCalledOnce();
  });

  it.each(['^(a+)+$', '(x+x+)+y', '^([a-zA-Z0-9]+\\s?)*$', '^(?=(a+)+b)'])(
    'nested quantifiers %s are reported as super-linear and never run',
    async (pattern) => {
      const report = vi.fn<PatternReporter>();
      const { message, ms } = await timed(pattern, ATTACK, report);
      expect(message).toBeNull();
      expect(ms).toBeLessThan(BOUND_MS);
      expect(report).toHaveBeenCalledExactlyOnceWith({ field: 'field', pattern, reason: 'super-linear' });
    },
  );

  it.each(['^(a|a)*$', '^(a|aa)+$'])(
    'an ambiguous pattern %s the safety check lets through still runs in linear time on RE2',
    async (pattern) => {
      const report = vi.fn<PatternReporter>();
      const { message, ms } = await timed(pattern, `${'a'.repeat(50_000)}b`, report);
      expect(message).toMatchObject({ key: PATTERN_KINDS.freeCharacters.messageKey });
      expect(ms).toBeLessThan(BOUND_MS);
      expect(report).not.toHaveBeenCalled();
    },
  );

  it('reports a pattern once however many fields and forms use it', async () => {
    const report = vi.fn<PatternReporter>();
    const rules = { a: rule({ acceptedPattern: '(b+)+' }), b: rule({ acceptedPattern: '(b+)+' }) };
    await compileFieldRules(rules, { report });
    await compileFieldRules(rules, { report });
    expect(report).toHaveBeenCalledOnce();
  });

  it('warns in the console by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await compileFieldRules({ nickname: rule({ acceptedPattern: '[z-a]' }) });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nickname"'));
    warn.mockRestore();
  });
});

describe('the dialect of server patterns', () => {
  it('reads JavaScript \\u escapes, and a doubled backslash as a literal one', async () => {
    expect((await validatorFor({ acceptedPattern: '^\\u0041\\u{1F600}$' })).validate('A😀')).toBeNull();
    expect((await validatorFor({ acceptedPattern: '^\\\\u0041$' })).validate('\\u0041')).toBeNull();
  });

  it('runs lookarounds RE2 lacks on the browser engine once judged safe', async () => {
    const field = await validatorFor({ acceptedPattern: '^(?=.*[A-Z])[A-Za-z0-9]+$', patternId: '8' });
    expect(field.validate('aBc1')).toBeNull();
    expect(field.validate('abc1')).toMatchObject({ key: PATTERN_KINDS.alphanumericWithUppercase.messageKey });
  });

  it('matches anywhere in the value, as RegExp.test does, when the server leaves a pattern unanchored', async () => {
    const field = await validatorFor({ acceptedPattern: '[0-9]' });
    expect(field.validate('abc1')).toBeNull();
    expect(field.validate('abc')).not.toBeNull();
  });
});
