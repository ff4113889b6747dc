import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the lottery needs from the player's session. The site passes auth's guard in (feature
 * libraries do not import each other): without a session the login popup opens; a trial account
 * asking for a real-money action gets the `in_need_true_account` warning.
 */
export interface LotteryAccess {
  loggedIn: boolean;
  require: (action: () => void, options?: { realAccount?: boolean }) => void;
}

const LotteryAccessContext = createContext<LotteryAccess | null>(null);

export function LotteryAccessProvider({ access, children }: { access: LotteryAccess; children: ReactNode }) {
  return <LotteryAccessContext.Provider value={access}>{children}</LotteryAccessContext.Provider>;
}

export function useLotteryAccess(): LotteryAccess {
  const access = useContext(LotteryAccessContext);
  if (!access) throw new Error('useLotteryAccess() needs a <LotteryAccessProvider> above it');
  return access;
}
