import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
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
        onSelect={(selected) => setParams({ [NOTICE_QUERY]: String(selected) }, { replace: true })}
      />
    </ContentPage>
  );
}
