import { useEffect, useRef } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { selectSessionExpired, sessionEnded } from '@wl/session';

type SessionRoot = Parameters<typeof selectSessionExpired>[0];

/**
 * The login popup a session ended mid-visit opened (`useLoginAfterExpiry`), gone without a login: the
 * visit goes on as a guest's, as after a logout. The old account's data leaves the screen (a shared
 * computer must not keep showing it), and a page that needs a session sends the guest to /login.
 * Checked a task after the popup's body goes, so React's development remount is not a leaving, and a
 * login that closes the popup has stored its session by then.
 */
export function useGuestAfterExpiry(): void {
  const store = useStore<SessionRoot>();
  const dispatch = useDispatch();
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(leaving.current);
    return () => {
      leaving.current = setTimeout(() => {
        if (selectSessionExpired(store.getState())) dispatch(sessionEnded());
      });
    };
  }, [store, dispatch]);
}
