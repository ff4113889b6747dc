import { useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn, useRequireLogin } from '@wl/auth';
import { LotteryAccessProvider } from '@wl/lottery';

/** The lottery's launch guard is auth's (spec §4): login popup for a guest, the trial warning where real money is needed. */
export function LotteryAccess({ children }: { children: ReactNode }) {
  const require = useRequireLogin();
  const loggedIn = useSelector(selectIsLoggedIn);
  const access = useMemo(() => ({ loggedIn, require }), [loggedIn, require]);
  return <LotteryAccessProvider access={access}>{children}</LotteryAccessProvider>;
}
