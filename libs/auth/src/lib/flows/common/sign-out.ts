import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@wl/api-client';
import { sessionEnded, sessionEnding } from '@wl/session';

/** How long signing out waits for the logout call: the site's `LOGOUT_WAIT_MS` (docs/decisions.md). */
export const SIGN_OUT_WAIT_MS = 5_000;

/**
 * Ends the session as the site's logout does (spec §4: the call, then home), for a flow that must offer a way out
 * (the forced password change). The same steps as member's `useEndSession`, which auth, a feature, cannot import:
 * marked as ending first, so the server's "session gone" asks no one to log in again; ended here whatever the
 * server answers, or once `SIGN_OUT_WAIT_MS` has passed without an answer.
 */
export function useSignOut(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    dispatch(sessionEnding());
    const call = logout();
    await Promise.race([call, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]);
    // A call still out is dropped; its end clears the player's cached data, as a failed logout's does.
    call.abort();
    dispatch(sessionEnded());
    navigate('/');
  }, [logout, dispatch, navigate]);
}
