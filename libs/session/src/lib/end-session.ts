import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@wl/api-client';
import { sessionEnded, sessionEnding } from './session-slice';

/**
 * How long ending a session waits for the server to answer the logout call. Past it the session ends
 * here anyway: a stalled server must not keep a player on a shared device logged in.
 */
export const LOGOUT_WAIT_MS = 5_000;

/**
 * Ends the session (spec §4 logout: the call, then home): the site's logout, self-exclusion, a break,
 * the reality check's "stop", signing out of a forced password change. It ends on this side whatever the server answers, a session the server
 * already ended included, or once `LOGOUT_WAIT_MS` has passed without an answer.
 */
export function useEndSession() {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Marked first: a session the server has already ended (a self-exclusion) answers the logout as gone.
    dispatch(sessionEnding());
    const call = logout();
    await Promise.race([call, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
    // A call still out is dropped; the session's end below clears the player's cached data, whatever the call did.
    call.abort();
    dispatch(sessionEnded());
    navigate('/');
  }, [logout, dispatch, navigate]);
}
