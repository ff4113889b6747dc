import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ERROR_CODES, isApiError } from '@wl/api-client';
import { Button, FailureMessage, PasswordField } from '@wl/ui-kit';

/** The name of a form's payment password field, by which a refusal finds it. */
const PASSWORD_FIELD = 'paymentPassword';

/**
 * After a refusal: a refused payment password is typed again, so it is emptied and its field takes the focus (the
 * button it disables would drop it to the page); any other refusal keeps what was typed, and the busy button its focus.
 */
export function afterRefusal(error: unknown, form: HTMLFormElement | null, clearPassword: () => void) {
  if (!isApiError(error) || error.code !== ERROR_CODES.wrongPassword) return;
  clearPassword();
  (form?.elements.namedItem(PASSWORD_FIELD) as HTMLInputElement | null)?.focus();
}

/**
 * The end of a points form that spends behind the payment password (redeem, convert): the password, what the action
 * comes to, the refusal of the last try and the button.
 */
export function PaymentPasswordSubmit({
  password,
  onPassword,
  summary,
  error,
  disabled,
  busy,
  submitLabel,
}: {
  password: string;
  onPassword: (password: string) => void;
  /** What the action costs or yields, said between the password and the refusal. */
  summary: ReactNode;
  error: unknown;
  disabled: boolean;
  busy: boolean;
  submitLabel: ReactNode;
}) {
  return (
    <>
      <PasswordField
        name={PASSWORD_FIELD}
        label={<FormattedMessage id="wallet.points.paymentPassword" />}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        autoComplete="off"
      />
      {summary}
      <FailureMessage error={error} />
      <Button type="submit" disabled={disabled} busy={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
