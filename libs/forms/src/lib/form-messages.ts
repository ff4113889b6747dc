import type { FieldMessage, FieldRule } from './field-rules';
import { passwordAsSent } from './password-as-sent';
import { patternKindById } from './pattern-kinds';

/** Messages of spec §5 that belong to no single pattern kind. */
export const FORM_MESSAGE_KEYS = {
  /** "Input cannot be empty". */
  required: 'forms.required',
  /** A rule whose `patternId` is none of the twenty kinds: its length bounds are all we can name. */
  length: 'forms.pattern.length',
  /** "Incorrect confirmation". */
  confirmMismatch: 'forms.confirmMismatch',
  /** "User must be 18 or older", with the brand's age. */
  tooYoung: 'forms.tooYoung',
} as const;

export const REQUIRED_MESSAGE: FieldMessage = { key: FORM_MESSAGE_KEYS.required };
export const CONFIRM_MISMATCH_MESSAGE: FieldMessage = { key: FORM_MESSAGE_KEYS.confirmMismatch };

/**
 * Spec §5: a confirmation must be given, and be what it confirms, as the site sends both (a payment password is sent
 * as typed).
 */
export function confirmationMessage(value: string, confirmation: string): FieldMessage | null {
  if (!confirmation) return REQUIRED_MESSAGE;
  return confirmation === value ? null : CONFIRM_MISMATCH_MESSAGE;
}

/** A login password's confirmation: both as they are set, without the spaces around them (`passwordAsSent`). */
export function passwordConfirmationMessage(password: string, confirmation: string): FieldMessage | null {
  return confirmationMessage(passwordAsSent(password), passwordAsSent(confirmation));
}

/**
 * Spec §5: the patternId's message with min and max substituted, or one number when they are
 * equal (the catalogs pick the wording with `bounds`: `exact` or `other`).
 */
export function patternMessage(rule: Pick<FieldRule, 'patternId' | 'minLength' | 'maxLength'>): FieldMessage {
  const key = patternKindById(rule.patternId)?.messageKey ?? FORM_MESSAGE_KEYS.length;
  // A minimum of 0 lets the field stay empty; a value typed has at least one character ("Use 0 to 64" read as a slip).
  const min = Math.max(1, rule.minLength);
  return {
    key,
    values: { min, max: rule.maxLength, bounds: min === rule.maxLength ? 'exact' : 'range' },
  };
}
