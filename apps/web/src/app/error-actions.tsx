import { useMemo, type ReactNode } from 'react';
import { useGuardedAction } from '@wl/session';
import { ErrorActionsContext, type ErrorActionHandlers } from '@wl/ui-kit';
import { useContactCustomerService } from './use-contact-customer-service';

/**
 * The error catalogue's actions (spec §8) for every feature's error state: "log in" asks the guard
 * (the login popup for a guest, the real-account warning for a trial account); "contact customer
 * service" opens the player's own channel.
 */
export function ErrorActionsProvider({ children }: { children: ReactNode }) {
  const guard = useGuardedAction();
  const contactCustomerService = useContactCustomerService();
  const handlers = useMemo<ErrorActionHandlers>(
    () => ({
      logIn: () => guard(() => undefined, { realAccount: true }),
      contactSupport: () => void contactCustomerService(),
    }),
    [guard, contactCustomerService],
  );
  return <ErrorActionsContext.Provider value={handlers}>{children}</ErrorActionsContext.Provider>;
}
