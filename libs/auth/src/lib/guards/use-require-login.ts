import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useModals } from '@wl/ui-kit';
import { selectIsTrial, selectToken } from '../session/session-slice';
import { AUTH_MODALS } from '../modals/auth-modal-ids';

export interface GuardOptions {
  /** The action is for real accounts only: a trial account gets the `in_need_true_account` warning. */
  realAccount?: boolean;
}

/**
 * Spec §4 guarded actions: without a token the login popup opens instead; a trial account asking
 * for a real-account action is warned. Otherwise the action runs.
 */
export function useRequireLogin(): (action: () => void, options?: GuardOptions) => void {
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
