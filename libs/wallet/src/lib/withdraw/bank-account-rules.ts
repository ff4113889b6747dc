import { BANK_ACCOUNT_LIMITS } from '@wl/api-client';
import { PATTERN_KINDS, patternMessage, REQUIRED_MESSAGE, type CompiledRules, type FieldMessage } from '@wl/forms';

/** The bank picker left on its "Choose a bank" placeholder. */
export const BANK_REQUIRED_MESSAGE: FieldMessage = { key: 'wallet.bank.choose' };

const DIGITS = /^\d+$/;
/** Code points, as `@wl/forms` counts them. */
const lengthOf = (value: string) => [...value].length;
const within = (length: number, { minLength, maxLength }: { minLength: number; maxLength: number }) =>
  length >= minLength && length <= maxLength;

export function accountNumberMessage(value: string): FieldMessage | null {
  if (value === '') return REQUIRED_MESSAGE;
  const bounds = BANK_ACCOUNT_LIMITS.accountNumber;
  if (DIGITS.test(value) && within(value.length, bounds)) return null;
  return patternMessage({ patternId: PATTERN_KINDS.digitsOnly.patternId, ...bounds });
}

export type PayeeNameRules = CompiledRules<'payeeName'>;

/**
 * The typed payee name's first message. The name is always needed here (the server refuses a first
 * account without one), whatever the register form's `required` flag says.
 */
export function payeeNameMessage(value: string, rules: PayeeNameRules | undefined): FieldMessage | null {
  // Checked as it is sent: trimmed.
  const name = value.trim();
  if (rules) return rules.payeeName.validate(name, { required: true });
  // Until the server's rule has arrived (and compiled), at least the call's own bounds hold.
  if (name === '') return REQUIRED_MESSAGE;
  const bounds = BANK_ACCOUNT_LIMITS.payeeName;
  return within(lengthOf(name), bounds) ? null : patternMessage({ patternId: PATTERN_KINDS.freeCharacters.patternId, ...bounds });
}
