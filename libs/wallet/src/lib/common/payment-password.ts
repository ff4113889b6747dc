import { ERROR_CODES, isApiError } from '@wl/api-client';

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
