import { useCallback, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useModals } from '@wl/ui-kit';
import { GuardedActionContext, selectIsTrial, selectToken, type GuardedAction } from '@wl/session';
import { AUTH_MODALS } from '../modals/auth-modal-ids';

/**
 * Spec §4 guarded actions: without a token the login popup opens instead; a trial account asking
 * for a real-account action is warned. Otherwise the action runs.
 */
export function useRequireLogin(): GuardedAction {
  const token = useSelector(selectToken);
  const trial = useSelector(selectIsTrial);
  const modals = useModals();
  return useCallback(
    (action, { realAccount = false } = {}) => {
      if (!token) modals.open(AUTH_MODALS.login);
      else if (realAccount && trial) modals.open(AUTH_MODALS.trialWarning);
      else action();
    },
    [token, trial, modals],
  );
}

/** Gives every feature the guard through `useGuardedAction()` of `@wl/session`, so features need not import auth. */
export function GuardedActionProvider({ children }: { children: ReactNode }) {
  return <GuardedActionContext.Provider value={useRequireLogin()}>{children}</GuardedActionContext.Provider>;
}
