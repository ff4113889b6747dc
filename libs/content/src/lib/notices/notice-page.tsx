import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { IN_PLACE, type InPlaceNavigation } from '@wl/api-client';
import { ContentPage } from '../pages/content-page';
import { NOTICE_DETAIL_ATTRIBUTE, NoticeBoard } from './notice-board';

/** `/noticePage?id=…` opens one notice: the link a player can share or come back to. */
export const NOTICE_QUERY = 'id';

/** `/noticePage`: the announcements (spec §2). */
export default function NoticePage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const id = Number(params.get(NOTICE_QUERY));
  // The board records its own picks in place; any other arrival here (a link in a notice, back or forward) is a new
  // visit whose address says which notice to open. The board starts afresh for it, and only for it: remounting on a
  // pick would lose the focus the board moves to the notice opened.
  const ownPick = navigationType === 'REPLACE' && (location.state as InPlaceNavigation | null)?.inPlace === true;
  const [visit, setVisit] = useState({ key: location.key, fromNotice: false });
  if (!ownPick && location.key !== visit.key) {
    // A link followed in a notice's text takes the focus away with the board it was in: the notice it opens takes it.
    const fromNotice = document.activeElement?.closest(`[${NOTICE_DETAIL_ATTRIBUTE}]`) != null;
    setVisit({ key: location.key, fromNotice });
  }
  return (
    <ContentPage title={<FormattedMessage id="page.notice.title" />}>
      <NoticeBoard
        key={visit.key}
        focusOnOpen={visit.fromNotice}
        initialNoticeId={Number.isInteger(id) && id > 0 ? id : undefined}
        // The notice's own address, recorded in place: taken for a new page, the shell would scroll back to the top,
        // away from the notice the board has just brought into view.
        onSelect={(selected) => setParams({ [NOTICE_QUERY]: String(selected) }, { replace: true, state: IN_PLACE })}
      />
    </ContentPage>
  );
}
