import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn, useGuardedAction, type GuardedAction } from '@wl/session';

/**
 * What the lottery needs from the player's session: whether one is open, and the site's guard
 * (spec §4: without a session the login popup opens; a trial account asking for a real-money
 * action gets the `in_need_true_account` warning).
 */
export interface LotteryAccess {
  loggedIn: boolean;
  require: GuardedAction;
}

export function useLotteryAccess(): LotteryAccess {
  const loggedIn = useSelector(selectIsLoggedIn);
  const require = useGuardedAction();
  return useMemo(() => ({ loggedIn, require }), [loggedIn, require]);
}
