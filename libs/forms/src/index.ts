/** The server-driven validation engine (spec §5): per-field rules, the twenty pattern kinds, form state. */
export { ANY_PATTERN, type FieldMessage, type FieldRule } from './lib/field-rules';
export { PATTERN_KINDS, patternKindById, type PatternKind, type PatternKindName } from './lib/pattern-kinds';
export { CONFIRM_MISMATCH_MESSAGE, FORM_MESSAGE_KEYS, REQUIRED_MESSAGE, patternMessage } from './lib/form-messages';
export {
  compileFieldRules,
  warnInConsole,
  type CompileOptions,
  type CompiledRules,
  type FieldValidator,
  type PatternReporter,
  type UnsafePatternReport,
} from './lib/field-validation';
export { useFieldRules } from './lib/use-field-rules';
export { useForm, type FormApi, type FormErrors, type FormValues, type UseFormOptions } from './lib/use-form';
