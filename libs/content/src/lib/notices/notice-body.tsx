import type { ModalBodyProps } from '@wl/ui-kit';
import { NoticeBoard } from './notice-board';

/** The notice modal (spec §2): the same paged list as the notice page, opened at a notice when one is named. */
export default function NoticeBody({ props }: ModalBodyProps<{ noticeId?: number }>) {
  return <NoticeBoard initialNoticeId={props.noticeId} />;
}
