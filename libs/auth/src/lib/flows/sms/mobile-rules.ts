import { ERROR_MESSAGE_KEYS, isApiError, useGetRegisterSettingsQuery } from '@wl/api-client';
import { patternMessage, REQUIRED_MESSAGE, useFieldRules, type FieldMessage } from '@wl/forms';

/** Spec §5: the verification-code field takes 0 to 255 characters. */
export const VERIFICATION_CODE_MAX_LENGTH = 255;

/** Spec §5 "valid verification code": required where a code is asked for, and within 255 characters. */
export function verificationCodeMessage(code: string): FieldMessage | null {
  if (!code.trim()) return REQUIRED_MESSAGE;
  if (code.length > VERIFICATION_CODE_MAX_LENGTH)
    return patternMessage({ patternId: '', minLength: 0, maxLength: VERIFICATION_CODE_MAX_LENGTH });
  return null;
}

const CODE_REFUSAL_KEYS: readonly string[] = [
  ERROR_MESSAGE_KEYS.invalidVerificationCode,
  ERROR_MESSAGE_KEYS.codeExpired,
  ERROR_MESSAGE_KEYS.codeMissing,
];

/** A refusal of the code sent by SMS (wrong, expired, missing): said at the code's field, where the player fixes it. */
export function codeRefusal(error: unknown): FieldMessage | null {
  return isApiError(error) && CODE_REFUSAL_KEYS.includes(error.messageKey) ? { key: error.messageKey } : null;
}

/** Spec §8 "enter valid phone": what a flow that needs the number says when it has none (at the field; no call answers it). */
export const ENTER_VALID_PHONE: FieldMessage = { key: 'error.enterValidPhone' };

/**
 * The mobile number's check: the register settings' `mobileNum` rule, required wherever a flow
 * asks for the number (SMS login, mobile register, reset by phone). Until the rules arrive only
 * emptiness is checked; the server checks again either way.
 */
export function useMobileNumberCheck(): (mobileNum: string) => FieldMessage | null {
  const { data: settings } = useGetRegisterSettingsQuery();
  const rules = useFieldRules(settings);
  return (mobileNum) => {
    if (!mobileNum.trim()) return ENTER_VALID_PHONE;
    return rules ? rules.mobileNum.validate(mobileNum.trim(), { required: true }) : null;
  };
}
