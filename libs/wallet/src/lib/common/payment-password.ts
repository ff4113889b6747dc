import { ERROR_CODES, isApiError } from '@wl/api-client';

/** The name of a form's payment password field, by which a refusal finds it. */
export const PAYMENT_PASSWORD_FIELD = 'paymentPassword';

/**
 * After a refusal: a refused payment password is typed again, so it is emptied and its field takes the focus (the
 * button it disables would drop it to the page); any other refusal keeps what was typed, and the busy button its focus.
 */
export function afterRefusal(error: unknown, form: HTMLFormElement | null, clearPassword: () => void) {
  if (!isApiError(error) || error.code !== ERROR_CODES.wrongPassword) return;
  clearPassword();
  (form?.elements.namedItem(PAYMENT_PASSWORD_FIELD) as HTMLInputElement | null)?.focus();
}
