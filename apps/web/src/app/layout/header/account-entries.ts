import { useSelector } from 'react-redux';
import { selectIsAgent } from '@wl/session';
import { useModals } from '@wl/ui-kit';
import { SITE_MODALS } from '../../modals/site-modal-ids';
import { useCenters } from '../../modals/use-centers';

export interface AccountEntry {
  labelKey: string;
  action: () => void;
}

/**
 * Spec §2 account menu: my account, agent (agents only), withdrawal, account record, betting
 * record, sign out. One list for the desktop drop-down and the phone's account drawer.
 */
export function useAccountEntries(): AccountEntry[] {
  const isAgent = useSelector(selectIsAgent);
  const modals = useModals();
  const { openMemberCenter, openAgentCenter } = useCenters();
  return [
    { labelKey: 'header.menu.myAccount', action: () => openMemberCenter('securityCenter') },
    ...(isAgent ? [{ labelKey: 'header.menu.agent', action: openAgentCenter }] : []),
    { labelKey: 'header.menu.withdrawal', action: () => openMemberCenter('withdraw') },
    { labelKey: 'header.menu.accountRecord', action: () => openMemberCenter('transactionHistory') },
    { labelKey: 'header.menu.bettingRecord', action: () => openMemberCenter('personalHistoryCopy') },
    { labelKey: 'header.menu.signOut', action: () => modals.open(SITE_MODALS.logout) },
  ];
}
