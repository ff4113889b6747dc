import { useEffect, useRef } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { selectSessionExpired, sessionEnded } from '@wl/session';
import { useModals } from '@wl/ui-kit';
import { AUTH_MODALS } from '../modals/auth-modal-ids';

type SessionRoot = Parameters<typeof selectSessionExpired>[0];

/**
 * A session the server ends mid-visit (`login.not.session`) has already cleared itself; the login
 * popup opens over whatever the player was doing, and closes on the same screen once they are back
 * in, so the transfer or redeem they were on can be sent again (issue 19, OWASP ASVS V3).
 *
 * Closed without a login, the visit goes on as a guest's, as after a logout: the old account's data leaves the
 * screen (a shared computer must not keep showing it), and a page that needs a session sends the guest to /login.
 * Watched here, on the popup's state, not in its lazy body: a popup closed while its body still loads never
 * mounted it. Checked a task after it closes, so a login that closes the popup has stored its session by then.
 */
export function useLoginAfterExpiry(): void {
  const expired = useSelector(selectSessionExpired);
  const store = useStore<SessionRoot>();
  const dispatch = useDispatch();
  const { open, isOpen } = useModals();
  useEffect(() => {
    if (expired) open(AUTH_MODALS.login);
  }, [expired, open]);
  const shown = isOpen(AUTH_MODALS.login);
  const wasShown = useRef(shown);
  useEffect(() => {
    const closed = wasShown.current && !shown;
    wasShown.current = shown;
    if (!closed) return undefined;
    const leaving = setTimeout(() => {
      if (selectSessionExpired(store.getState())) dispatch(sessionEnded());
    });
    return () => clearTimeout(leaving);
  }, [shown, store, dispatch]);
}
