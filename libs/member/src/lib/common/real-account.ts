import { useSelector } from 'react-redux';
import { selectIsTrial, selectToken, SESSION_SLICE, type SessionState } from '@wl/session';

/**
 * Whether a real account is logged in, not a trial one: who may fetch the unread count (spec §6: a trial
 * account fetches none), the member info and the session time.
 */
export function useIsRealAccount() {
  return useSelector((state: { [SESSION_SLICE]?: SessionState }) =>
    state[SESSION_SLICE] ? selectToken(state as never) !== null && !selectIsTrial(state as never) : false,
  );
}
