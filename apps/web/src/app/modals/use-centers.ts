import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useRequireLogin } from '@wl/auth';
import { selectIsAgent } from '@wl/session';
import { useModals } from '@wl/ui-kit';
import { SITE_MODALS } from './site-modal-ids';

/**
 * Opening the member and agent centers through the spec §4 guards: a guest gets the login popup,
 * a trial account the real-account warning; the agent center opens for agents only.
 */
export function useCenters() {
  const requireLogin = useRequireLogin();
  const modals = useModals();
  const isAgent = useSelector(selectIsAgent);
  const openMemberCenter = useCallback(
    (entry?: string) => requireLogin(() => modals.open(SITE_MODALS.memberCenter, { entry }), { realAccount: true }),
    [requireLogin, modals],
  );
  const openAgentCenter = useCallback(
    () => requireLogin(() => isAgent && modals.open(SITE_MODALS.agentCenter), { realAccount: true }),
    [requireLogin, modals, isAgent],
  );
  return { openMemberCenter, openAgentCenter };
}
