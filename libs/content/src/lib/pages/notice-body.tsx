import { FormattedMessage } from 'react-intl';
import type { ModalBodyProps } from '@wl/ui-kit';

/** The notice modal (spec §2: the same paged list as the notice page); the list comes with the notices work. */
export default function NoticeBody(_body: ModalBodyProps) {
  return (
    <p>
      <FormattedMessage id="page.notice.placeholder" />
    </p>
  );
}
