import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, FailureMessage, PaymentPasswordField } from '@wl/ui-kit';

/**
 * The end of a points form that spends behind the payment password (redeem, convert): the password, what the action
 * comes to, the refusal of the last try and the button. The button is never disabled for what the fields lack: a
 * submit says it at the fields (`useTriedSubmit`).
 */
export function PaymentPasswordSubmit({
  password,
  onPassword,
  passwordError,
  summary,
  error,
  busy,
  submitLabel,
}: {
  password: string;
  onPassword: (password: string) => void;
  /** What is wrong with the password (missing, once a submit was tried). */
  passwordError: ReactNode;
  /** What the action costs or yields, said between the password and the refusal. */
  summary: ReactNode;
  error: unknown;
  busy: boolean;
  submitLabel: ReactNode;
}) {
  return (
    <>
      <PaymentPasswordField
        label={<FormattedMessage id="wallet.points.paymentPassword" />}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={passwordError}
      />
      {summary}
      <FailureMessage error={error} />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
