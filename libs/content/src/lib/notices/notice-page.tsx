import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { IN_PLACE } from '@wl/api-client';
import { ContentPage } from '../pages/content-page';
import { NoticeBoard } from './notice-board';

/** `/noticePage?id=…` opens one notice: the link a player can share or come back to. */
export const NOTICE_QUERY = 'id';

/** `/noticePage`: the announcements (spec §2). */
export default function NoticePage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get(NOTICE_QUERY));
  return (
    <ContentPage title={<FormattedMessage id="page.notice.title" />}>
      <NoticeBoard
        initialNoticeId={Number.isInteger(id) && id > 0 ? id : undefined}
        // The notice's own address, recorded in place: taken for a new page, the shell would scroll back to the top,
        // away from the notice the board has just brought into view.
        onSelect={(selected) => setParams({ [NOTICE_QUERY]: String(selected) }, { replace: true, state: IN_PLACE })}
      />
    </ContentPage>
  );
}
