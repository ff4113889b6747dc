import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@wl/api-client';
import { sessionEnded } from '@wl/session';

/** Ends the session as the logout does (call, then home); a session the server already ended still ends here. */
export function useEndSession() {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    dispatch(sessionEnded());
    navigate('/');
  }, [logout, dispatch, navigate]);
}
