import { FormattedMessage } from 'react-intl';
import { Button } from '@wl/ui-kit';
import { useCenters } from '../../modals/use-centers';
import { AccountMenu } from './account-menu';
import { Balance } from './balance';

/** Spec §2 header, logged in: balance, account name and menu, deposit. */
export function AccountArea() {
  const { openMemberCenter } = useCenters();
  return (
    <>
      <Balance />
      <AccountMenu />
      <Button onClick={() => openMemberCenter('depositv2')}>
        <FormattedMessage id="header.deposit" />
      </Button>
    </>
  );
}
