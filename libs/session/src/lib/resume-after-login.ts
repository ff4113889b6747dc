import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { selectToken } from './session-slice';
import { passwordChangePending } from './session-storage';

/**
 * Spec §4: what a guest asked for (a game, a lottery) goes on once the login popup has logged them in and closed. Only
 * then is it known whether the login ends in a forced password change, which comes first and drops it, as closing the
 * popup without logging in does. `loginOpen`: whether the login popup (`LOGIN_MODAL`) is open now.
 * Returns `action` as it is to be called: run now (its guard sends a guest to the login) and, for a guest, held to run
 * again once logged in.
 */
export function useResumeAfterLogin<T>(loginOpen: boolean, action: (value: T) => void): (value: T) => void {
  const token = useSelector(selectToken);
  const held = useRef<{ value: T; sawLogin: boolean } | null>(null);
  // The latest `action`: one made for the guest would launch with the guest's (no) session.
  const latestAction = useRef(action);
  useLayoutEffect(() => {
    latestAction.current = action;
  });
  useEffect(() => {
    const waiting = held.current;
    if (!waiting) return;
    if (loginOpen) waiting.sawLogin = true;
    else if (token) {
      held.current = null;
      if (!passwordChangePending()) latestAction.current(waiting.value);
    } else if (waiting.sawLogin) held.current = null;
  }, [token, loginOpen]);
  return useCallback(
    (value: T) => {
      if (!token) held.current = { value, sawLogin: false };
      latestAction.current(value);
    },
    [token],
  );
}
