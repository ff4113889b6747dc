import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, FailureMessage, PasswordField } from '@wl/ui-kit';
import { PAYMENT_PASSWORD_FIELD, PAYMENT_PASSWORD_AUTOCOMPLETE } from '../common/payment-password';

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
        name={PAYMENT_PASSWORD_FIELD}
        label={<FormattedMessage id="wallet.points.paymentPassword" />}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        autoComplete={PAYMENT_PASSWORD_AUTOCOMPLETE}
      />
      {summary}
      <FailureMessage error={error} />
      <Button type="submit" disabled={disabled} busy={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
