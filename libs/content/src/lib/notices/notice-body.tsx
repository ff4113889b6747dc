import type { ModalBodyProps } from '@wl/ui-kit';
import { NoticeBoard } from './notice-board';

/** The notice modal (spec §2): the same paged list as the notice page, opened at a notice when one is named. */
export default function NoticeBody({ props }: ModalBodyProps<{ noticeId?: number }>) {
  // A notice chosen (the ticker's) takes the focus to its heading, which brings it into view: on a phone the list and
  // the pager come first, and it opened a screen down. The ticker shows the board's own notices, so they are in.
  return <NoticeBoard initialNoticeId={props.noticeId} focusOnOpen={props.noticeId !== undefined} />;
}
