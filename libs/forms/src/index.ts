/** The server-driven validation engine (spec §5): per-field rules, the twenty pattern kinds, form state. */
export { type FieldMessage, type FieldRule } from './lib/field-rules';
export { ageMessage, dateAsInput, dateAsSent, isOldEnough, latestAllowedBirthday, minimumAgeOf } from './lib/age-rule';
export { PATTERN_KINDS, type PatternKindName } from './lib/pattern-kinds';
export { confirmationMessage, passwordConfirmationMessage, patternMessage, REQUIRED_MESSAGE } from './lib/form-messages';
export { type CompiledRules } from './lib/field-validation';
export { useFieldRules } from './lib/use-field-rules';
export { useForm, type FormApi } from './lib/use-form';
export { useRuleOrLength } from './lib/use-rule-or-length';
export { passwordAsSent } from './lib/password-as-sent';
