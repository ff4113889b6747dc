import { isPasswordRefusal } from '@wl/api-client';
import { PAYMENT_PASSWORD_FIELD } from '@wl/ui-kit';

/**
 * After a refusal: a refused payment password is typed again, so it is emptied and its field takes the focus (the
 * button it disables would drop it to the page); any other refusal keeps what was typed, and the busy button its focus.
 */
export function afterRefusal(error: unknown, form: HTMLFormElement | null, clearPassword: () => void) {
  if (!isPasswordRefusal(error)) return;
  clearPassword();
  (form?.elements.namedItem(PAYMENT_PASSWORD_FIELD) as HTMLInputElement | null)?.focus();
}
