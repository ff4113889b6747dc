import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectSessionExpired, sessionEnded } from '@wl/session';
import { useModals } from '@wl/ui-kit';
import { AUTH_MODALS } from '../modals/auth-modal-ids';

const AUTH_MODAL_IDS = Object.values(AUTH_MODALS);

/**
 * A session the server ends mid-visit (`login.not.session`) has already cleared itself; the login
 * popup opens over whatever the player was doing, and closes on the same screen once they are back
 * in, so the transfer or redeem they were on can be sent again (issue 19, OWASP ASVS V3). Closed
 * without logging in, the visit goes on as a guest's: the old account's data leaves the screen, and a
 * page that needs a session sends them to /login.
 */
export function useLoginAfterExpiry(): void {
  const expired = useSelector(selectSessionExpired);
  const { open, isOpen } = useModals();
  const dispatch = useDispatch();
  const asked = useRef(false);
  // The popup may lead on to another auth popup (register, forgot password): the question stands while any is open.
  const asking = AUTH_MODAL_IDS.some(isOpen);
  useEffect(() => {
    if (!expired) asked.current = false;
    else if (!asked.current) {
      asked.current = true;
      open(AUTH_MODALS.login);
    } else if (!asking) dispatch(sessionEnded());
  }, [expired, asking, open, dispatch]);
}
