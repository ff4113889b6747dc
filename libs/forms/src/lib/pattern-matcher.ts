import { RE2JS } from 're2js';
import safeRegex from 'safe-regex2';
import { ANY_PATTERN } from './field-rules';

/** Why a server pattern is not run: the field falls back to its length bounds. */
export type UnsafeReason = 'invalid' | 'super-linear';

export type CompiledPattern = { kind: 'match'; test: (value: string) => boolean } | { kind: 'fallback'; reason: UnsafeReason };

const MATCH_ANYTHING: CompiledPattern = { kind: 'match', test: () => true };

/**
 * RE2 spells a code point `\x{…}`; servers write JavaScript's `\uXXXX` and `\u{…}`. Only escapes
 * preceded by an even number of backslashes are escapes (`\\u0041` is a backslash and "u0041").
 */
function toRe2Syntax(pattern: string): string {
  return pattern.replace(
    /(?<!\\)((?:\\\\)*)\\u(?:\{([0-9a-fA-F]{1,6})\}|([0-9a-fA-F]{4}))/g,
    (_m, slashes: string, braced?: string, four?: string) => `${slashes}\\x{${braced ?? four}}`,
  );
}

function compileRe2(pattern: string) {
  try {
    return RE2JS.compile(toRe2Syntax(pattern));
  } catch {
    return null;
  }
}

function compileNative(pattern: string): RegExp | null {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // Not valid in this mode; the next one may read it (legacy escapes fail only with `u`).
    }
  }
  return null;
}

/**
 * Turns a server's pattern into a test that cannot hang the page. A value is tested as
 * JavaScript's `RegExp.test` would (a match anywhere; servers anchor their patterns).
 *
 * - Neither RE2 nor JavaScript can read it: `invalid`.
 * - It has nested quantifiers (the shape of catastrophic backtracking, found by safe-regex2):
 *   `super-linear`, even though RE2 would survive it, because the pattern is wrong for every
 *   other client of the server and the operator should hear about it.
 * - Otherwise it runs on RE2 (linear time whatever the pattern), or, for the lookarounds and
 *   back-references RE2 lacks, on the browser's engine, which safe-regex2 has just vetted.
 */
export function compilePattern(pattern: string): CompiledPattern {
  if (pattern === ANY_PATTERN) return MATCH_ANYTHING;
  const re2 = compileRe2(pattern);
  const native = compileNative(pattern);
  if (!re2 && !native) return { kind: 'fallback', reason: 'invalid' };
  if (native && !safeRegex(pattern)) return { kind: 'fallback', reason: 'super-linear' };
  if (re2) return { kind: 'match', test: (value) => re2.matcher(value).find() };
  const regex = native as RegExp;
  return { kind: 'match', test: (value) => regex.test(value) };
}
