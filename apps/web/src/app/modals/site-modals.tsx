import { FormattedMessage } from 'react-intl';
import { loadAgentCenterBody } from '@wl/agent';
import { authModals } from '@wl/auth';
import { loadChatRoomBody, loadNoticeBody } from '@wl/content';
import { loadGamePopupBody } from '@wl/games';
import { loadDepositLimitOfferBody } from '@wl/member';
import { DIALOG_WIDTH, lazyModalBody, type ModalRegistry } from '@wl/ui-kit';
import { withInDialogErrorActions } from './in-dialog-error-actions';
import { SITE_MODALS } from './site-modal-ids';

/** The member and agent centers hold a menu and a page: wider than the default modal (spec §9 gives none). */
const CENTER_WIDTH = 960;

/** Every modal of spec §2, registered once with the modal system. */
export const siteModals: ModalRegistry = withInDialogErrorActions({
  ...authModals,
  [SITE_MODALS.notice]: { title: <FormattedMessage id="page.notice.title" />, render: lazyModalBody(loadNoticeBody) },
  // Named after the vendor the player picked ("Games of Evolution"), not a bare "Games"; its name in its own direction.
  [SITE_MODALS.gamePopup]: {
    title: ({ vendorName, vassalage }: { vendorName?: string; vassalage: string }) => (
      <FormattedMessage id="games.popup.list" values={{ vendor: <bdi>{vendorName ?? vassalage}</bdi> }} />
    ),
    render: lazyModalBody(loadGamePopupBody),
  },
  [SITE_MODALS.chatRoom]: { title: <FormattedMessage id="modal.chatRoom.title" />, render: lazyModalBody(loadChatRoomBody) },
  [SITE_MODALS.memberCenter]: {
    title: <FormattedMessage id="member.center.title" />,
    width: CENTER_WIDTH,
    // Each entry a page of its own height: a window re-centred at each moved the menu under the pointer.
    placement: 'top',
    render: lazyModalBody(() => import('./member-center-body')),
  },
  [SITE_MODALS.agentCenter]: {
    title: <FormattedMessage id="agent.center.title" />,
    width: CENTER_WIDTH,
    // Each entry a page of its own height: a window re-centred at each moved the menu under the pointer.
    placement: 'top',
    render: lazyModalBody(loadAgentCenterBody),
  },
  [SITE_MODALS.depositLimitOffer]: {
    title: <FormattedMessage id="member.rg.offer.title" />,
    width: DIALOG_WIDTH,
    render: lazyModalBody(loadDepositLimitOfferBody),
  },
  [SITE_MODALS.logout]: {
    title: <FormattedMessage id="logout.title" />,
    width: DIALOG_WIDTH,
    minHeight: 0,
    // Its own chunk: ending a session pulls in the member library's hook and the logout call.
    render: lazyModalBody(() => import('./logout-body').then(({ LogoutBody }) => ({ default: LogoutBody }))),
  },
});
