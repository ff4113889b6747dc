import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@wl/api-client';
import { sessionEnded } from '@wl/session';
import { ConfirmBody, type ModalBodyProps } from '@wl/ui-kit';

/**
 * Spec §4 logout: confirmed here, then the logout call, then home. The session ends on this side
 * even if the server cannot be told (the api-client drops the player's cached data either way).
 */
export function LogoutBody({ close }: ModalBodyProps) {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const confirm = async () => {
    await logout();
    dispatch(sessionEnded());
    close();
    navigate('/');
  };
  return (
    <ConfirmBody
      message={<FormattedMessage id="logout.message" />}
      cancelLabel={<FormattedMessage id="logout.cancel" />}
      confirmLabel={<FormattedMessage id="logout.submit" />}
      onCancel={close}
      onConfirm={confirm}
      busy={isLoading}
    />
  );
}
