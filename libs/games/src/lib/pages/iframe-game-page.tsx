import { FormattedMessage } from 'react-intl';
import { PagePlaceholder } from '@wl/ui-kit';

/** `/game`: a launched game in a frame (spec §2, §4); the launch comes with the games work. */
export default function IframeGamePage() {
  return (
    <PagePlaceholder
      title={<FormattedMessage id="page.iframeGame.title" />}
      description={<FormattedMessage id="page.iframeGame.placeholder" />}
    />
  );
}
