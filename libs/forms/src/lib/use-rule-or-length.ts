import { useMemo } from 'react';
import { ANY_PATTERN, type FieldRule } from './field-rules';
import { fieldValidator, type FieldValidator } from './field-validation';
import { PATTERN_KINDS } from './pattern-kinds';
import { useFieldRules } from './use-field-rules';

/**
 * One field by the server's rule for it (spec §5), or by the call's own length bounds until that rule
 * has arrived and compiled, or if it never does (the profile's optional full name), so a form never sends what
 * is bound to be refused. The bounds take any characters and say so.
 */
export function useRuleOrLength(rule: FieldRule | undefined, length: { min: number; max: number }): FieldValidator {
  // One object per rule, so it compiles once.
  const compiled = useFieldRules(useMemo(() => rule && { field: rule }, [rule]));
  if (compiled) return compiled.field;
  const anyCharacters = { acceptedPattern: ANY_PATTERN, patternId: PATTERN_KINDS.freeCharacters.patternId };
  return fieldValidator({ ...anyCharacters, enabled: true, required: true, minLength: length.min, maxLength: length.max }, () => true);
}
