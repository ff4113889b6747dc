import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEndSession } from '@wl/session';
import { ConfirmBody, type ModalBodyProps } from '@wl/ui-kit';

/**
 * Spec §4 logout: confirmed here, then the logout call, then home. The session ends on this side
 * even if the server cannot be told or does not answer in time (`useEndSession`; the api-client
 * drops the player's cached data either way).
 */
export function LogoutBody({ close }: ModalBodyProps) {
  const endSession = useEndSession();
  const [ending, setEnding] = useState(false);
  const confirm = async () => {
    setEnding(true);
    await endSession();
    close();
  };
  return (
    <ConfirmBody
      message={<FormattedMessage id="logout.message" />}
      cancelLabel={<FormattedMessage id="ui.cancel" />}
      confirmLabel={<FormattedMessage id="logout.submit" />}
      onCancel={close}
      onConfirm={confirm}
      busy={ending}
    />
  );
}
