import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useModals } from '@wl/ui-kit';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { selectIsLoggedIn } from '@wl/session';
import { forcedPasswordChange } from '../common/session-start';

/**
 * A forced change that was pending when the page reloaded opens again (spec §4: it cannot be
 * skipped). The site calls this once, inside its modal provider.
 */
export function useResumeForcedPasswordChange(): void {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { open } = useModals();
  useEffect(() => {
    if (loggedIn && forcedPasswordChange.isPending()) open(AUTH_MODALS.changePassword, { forced: true });
  }, [loggedIn, open]);
}
