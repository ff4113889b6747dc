import type { FieldMessage, FieldRule } from './field-rules';
import { patternMessage, REQUIRED_MESSAGE } from './form-messages';
import type { UnsafeReason } from './pattern-matcher';

/** A server pattern the engine would not run, told to whoever watches (the console by default). */
export interface UnsafePatternReport {
  field: string;
  pattern: string;
  reason: UnsafeReason;
}
export type PatternReporter = (report: UnsafePatternReport) => void;

export const warnInConsole: PatternReporter = ({ field, pattern, reason }) =>
  console.warn(`Register setting "${field}": pattern ${JSON.stringify(pattern)} is ${reason}; only its length bounds are checked.`);

/** One compiled field: whether the form shows it, whether it must be filled, and its check. */
export interface FieldValidator {
  rule: FieldRule;
  /** Spec §5: an optional field appears only if enabled. */
  shown: boolean;
  /** Spec §5: … and is required only if flagged. */
  required: boolean;
  /**
   * The first message for this value, or null when it passes. `required` overrides the rule's
   * flag for the fields a flow always asks for (the username in username mode, for example).
   */
  validate: (value: string, options?: { required?: boolean }) => FieldMessage | null;
}

export type CompiledRules<F extends string = string> = Record<F, FieldValidator>;

/** Code points, so an emoji or a character outside the BMP counts once, as a player counts it. */
const lengthOf = (value: string) => [...value].length;

export function fieldValidator(rule: FieldRule, test: (value: string) => boolean): FieldValidator {
  const required = rule.enabled && rule.required;
  return {
    rule,
    shown: rule.enabled,
    required,
    validate(value, options = {}) {
      if (value.trim() === '') return (options.required ?? required) ? REQUIRED_MESSAGE : null;
      const length = lengthOf(value);
      // Length first: the pattern then only ever sees a value the server allows in size.
      if (length < rule.minLength || length > rule.maxLength || !test(value)) return patternMessage(rule);
      return null;
    },
  };
}

const reportedByReporter = new WeakMap<PatternReporter, Set<string>>();

/** Spec: a hostile pattern is reported once (per reporter and pattern), however often forms compile it. */
export function reportOnce(reporter: PatternReporter, report: UnsafePatternReport): void {
  const reported = reportedByReporter.get(reporter) ?? new Set<string>();
  reportedByReporter.set(reporter, reported);
  if (reported.has(report.pattern)) return;
  reported.add(report.pattern);
  reporter(report);
}

export interface CompileOptions {
  report?: PatternReporter;
}

/**
 * Compiles the register settings' rules. The regular-expression engines load with the first call,
 * in their own chunk, so no page pays for them until it shows a form that needs them. A chunk that
 * fails rejects, and the next call asks for it again.
 */
export async function compileFieldRules<F extends string>(
  rules: Record<F, FieldRule>,
  { report = warnInConsole }: CompileOptions = {},
): Promise<CompiledRules<F>> {
  const { compilePattern } = await import('./pattern-matcher');
  const compiled = {} as CompiledRules<F>;
  for (const field of Object.keys(rules) as F[]) {
    const rule = rules[field];
    const pattern = compilePattern(rule.acceptedPattern);
    if (pattern.kind === 'fallback') reportOnce(report, { field, pattern: rule.acceptedPattern, reason: pattern.reason });
    compiled[field] = fieldValidator(rule, pattern.kind === 'match' ? pattern.test : () => true);
  }
  return compiled;
}
