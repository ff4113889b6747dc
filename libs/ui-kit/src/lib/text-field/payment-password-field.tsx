import { PasswordField, type PasswordFieldProps } from './text-field';

/** The name a payment password field goes by, by which a refusal finds it to give it the focus. */
export const PAYMENT_PASSWORD_FIELD = 'paymentPassword';

/**
 * A payment password field's autocomplete: browsers ignore "off" on a password field and fill in the saved login
 * password, which the server counts as a wrong payment password; "new-password" keeps saved passwords out.
 */
export const PAYMENT_PASSWORD_AUTOCOMPLETE = 'new-password';

/**
 * The payment password a money action is sent with (a withdrawal, a transfer, a redemption; an agent's transfer to a
 * downline): never filled in with a saved login password. A module of its own, so the start's password field does
 * not carry it.
 */
export function PaymentPasswordField(props: Omit<PasswordFieldProps, 'name' | 'autoComplete'>) {
  return <PasswordField {...props} name={PAYMENT_PASSWORD_FIELD} autoComplete={PAYMENT_PASSWORD_AUTOCOMPLETE} />;
}
