import { MemberCenterBody } from '@wl/member';
import type { ModalBodyProps } from '@wl/ui-kit';
import { WALLET_CENTER_PAGES } from '@wl/wallet';

/** The site composes the member center: the member library's entries plus the wallet's money screens. */
export default function SiteMemberCenterBody(body: ModalBodyProps<{ entry?: string }>) {
  return <MemberCenterBody {...body} pages={WALLET_CENTER_PAGES} />;
}
