import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectAccountOnScreen } from './session-slice';

/**
 * For a modal body that is the account's it opened for (the member and agent centers): calls `close` once that
 * session has ended (a logout, the reality check's stop, an expired session's login popup closed without a login) or
 * another account has logged in, so neither a guest nor the next player on a shared computer is left in it.
 */
export function useCloseWhenAccountGoes(close: () => void): void {
  const account = useSelector(selectAccountOnScreen);
  const [openedFor] = useState(account);
  const gone = account === null || account !== openedFor;
  useEffect(() => {
    if (gone) close();
  }, [gone, close]);
}
