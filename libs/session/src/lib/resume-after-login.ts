import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { selectToken } from './session-slice';
import { passwordChangePending } from './session-storage';

/**
 * Spec §4: what a guest asked for (a game, a lottery) goes on once the login popup has logged them in and closed. Only
 * then is it known whether the login ends in a forced password change, which comes first and drops it, as closing the
 * popup without logging in does. `loginOpen`: whether the login popup (`LOGIN_MODAL`) is open now.
 * Returns `hold`: given what to resume as the guard sends a guest to the login, it calls `resume` with it after.
 */
export function useResumeAfterLogin<T>(loginOpen: boolean, resume: (held: T) => void): (held: T) => void {
  const token = useSelector(selectToken);
  const held = useRef<{ value: T; sawLogin: boolean } | null>(null);
  // The latest `resume`: one made for the guest would launch with the guest's (no) session.
  const latestResume = useRef(resume);
  useLayoutEffect(() => {
    latestResume.current = resume;
  });
  useEffect(() => {
    const waiting = held.current;
    if (!waiting) return;
    if (loginOpen) waiting.sawLogin = true;
    else if (token) {
      held.current = null;
      if (!passwordChangePending()) latestResume.current(waiting.value);
    } else if (waiting.sawLogin) held.current = null;
  }, [token, loginOpen]);
  return useCallback((value: T) => {
    held.current = { value, sawLogin: false };
  }, []);
}
