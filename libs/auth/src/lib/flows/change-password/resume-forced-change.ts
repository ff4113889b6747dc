import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useModals } from '@wl/ui-kit';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { selectIsLoggedIn } from '@wl/session';
import { forcedPasswordChange } from '../common/session-start';

/**
 * A forced change that was pending when the page reloaded opens again (spec §4: it cannot be
 * skipped). The site calls this once, inside its modal provider. A login under way marks the change
 * before its session starts, and opens the modal itself once the login popup has closed: not over it.
 */
export function useResumeForcedPasswordChange(): void {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { open, isOpen } = useModals();
  const loggingIn = isOpen(AUTH_MODALS.login);
  useEffect(() => {
    if (loggedIn && !loggingIn && forcedPasswordChange.isPending()) open(AUTH_MODALS.changePassword, { forced: true });
  }, [loggedIn, loggingIn, open]);
}
