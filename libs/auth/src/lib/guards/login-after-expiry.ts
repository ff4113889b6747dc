import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectSessionExpired } from '@wl/session';
import { useModals } from '@wl/ui-kit';
import { AUTH_MODALS } from '../modals/auth-modal-ids';

/**
 * A session the server ends mid-visit (`login.not.session`) has already cleared itself; the login
 * popup opens over whatever the player was doing, and closes on the same screen once they are back
 * in, so the transfer or redeem they were on can be sent again (issue 19, OWASP ASVS V3). Closed
 * without logging in: `useGuestAfterExpiry`, in the popup's own chunk.
 */
export function useLoginAfterExpiry(): void {
  const expired = useSelector(selectSessionExpired);
  const { open } = useModals();
  useEffect(() => {
    if (expired) open(AUTH_MODALS.login);
  }, [expired, open]);
}
