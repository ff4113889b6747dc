import { ERROR_CODES, isApiError, PAYMENT_PASSWORD_LENGTH } from '@wl/api-client';
import type { FieldRule } from '@wl/forms';

/** The name of a form's payment password field, by which a refusal finds it. */
export const PAYMENT_PASSWORD_FIELD = 'paymentPassword';

/**
 * A payment password field's autocomplete: browsers ignore "off" on a password field and fill in the saved login
 * password, which the server counts as a wrong payment password; "new-password" keeps saved passwords out.
 */
export const PAYMENT_PASSWORD_AUTOCOMPLETE = 'new-password';

/**
 * After a refusal: a refused payment password is typed again, so it is emptied and its field takes the focus (the
 * button it disables would drop it to the page); any other refusal keeps what was typed, and the busy button its focus.
 */
export function afterRefusal(error: unknown, form: HTMLFormElement | null, clearPassword: () => void) {
  if (!isApiError(error) || error.code !== ERROR_CODES.wrongPassword) return;
  clearPassword();
  (form?.elements.namedItem(PAYMENT_PASSWORD_FIELD) as HTMLInputElement | null)?.focus();
}

/**
 * The server's `paymentPassword` rule with its bounds narrowed to the set-payment-password call's: a password the
 * merchant's rule allows but the call refuses is stopped too, and the message names the bounds that really hold.
 */
export function withinPaymentPasswordLength(rule: FieldRule): FieldRule {
  const { min, max } = PAYMENT_PASSWORD_LENGTH;
  return { ...rule, minLength: Math.max(rule.minLength, min), maxLength: Math.min(rule.maxLength, max) };
}
