import { FirstDepositLimitOffer, MemberCenterBody } from '@wl/member';
import type { ModalBodyProps } from '@wl/ui-kit';
import { WALLET_CENTER_PAGES } from '@wl/wallet';

const DepositPage = WALLET_CENTER_PAGES.depositv2;

/** Responsible gaming beside the first deposit: the deposit-limit offer above the wallet's deposit page. */
function DepositWithLimitOffer() {
  return (
    <>
      <FirstDepositLimitOffer />
      {DepositPage && <DepositPage />}
    </>
  );
}

const PAGES: typeof WALLET_CENTER_PAGES = { ...WALLET_CENTER_PAGES, depositv2: DepositWithLimitOffer };

/** The site composes the member center: the member library's entries plus the wallet's money screens. */
export default function SiteMemberCenterBody(body: ModalBodyProps<{ entry?: string }>) {
  return <MemberCenterBody {...body} pages={PAGES} />;
}
