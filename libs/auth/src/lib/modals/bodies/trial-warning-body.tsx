import { FormattedMessage } from 'react-intl';
import { ConfirmBody, useModals, type ModalBodyProps } from '@wl/ui-kit';
import { AUTH_MODALS } from '../auth-modal-ids';

/**
 * Spec §8: a trial account using a member feature is told it needs a real account, with the confirm button
 * (in_increase_submit). Beside it, the registration the message asks for: a registered account's session then takes
 * the trial's place; a registration left unfinished leaves the trial as it was.
 */
export default function TrialWarningBody({ close }: ModalBodyProps) {
  const modals = useModals();
  return (
    <ConfirmBody
      message={<FormattedMessage id="auth.in_need_true_account" />}
      confirmLabel={<FormattedMessage id="auth.in_increase_submit" />}
      onConfirm={close}
      cancelLabel={<FormattedMessage id="auth.register.title" />}
      onCancel={() => {
        close();
        modals.open(AUTH_MODALS.register);
      }}
    />
  );
}
