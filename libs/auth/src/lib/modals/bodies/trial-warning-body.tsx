import { FormattedMessage } from 'react-intl';
import { registrationAllowed, useWhiteLabel } from '@wl/api-client';
import { ConfirmBody, useModals, type ModalBodyProps } from '@wl/ui-kit';
import { AUTH_MODALS } from '../auth-modal-ids';

/**
 * Spec §8: a trial account using a member feature is told it needs a real account, with the button that closes the
 * warning (in_increase_submit). Where the merchant takes registrations (the header's rule), the registration the
 * message asks for is the primary action: a registered account's session then takes the trial's place, and a
 * registration left unfinished leaves the trial as it was.
 */
export default function TrialWarningBody({ close }: ModalBodyProps) {
  const modals = useModals();
  const message = <FormattedMessage id="auth.in_need_true_account" />;
  const dismiss = <FormattedMessage id="auth.in_increase_submit" />;
  if (!registrationAllowed(useWhiteLabel())) return <ConfirmBody message={message} confirmLabel={dismiss} onConfirm={close} />;
  return (
    <ConfirmBody
      message={message}
      cancelLabel={dismiss}
      onCancel={close}
      confirmLabel={<FormattedMessage id="auth.register.title" />}
      onConfirm={() => {
        close();
        modals.open(AUTH_MODALS.register);
      }}
    />
  );
}
