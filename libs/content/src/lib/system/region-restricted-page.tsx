import { FormattedMessage } from 'react-intl';
import { Button, NoticePage } from '@wl/ui-kit';
import type { SystemPageProps } from './maintenance-page';

export interface RegionRestrictedPageProps extends SystemPageProps {
  ip: string;
  country: string;
}

/** Spec §2: system status 2, with the visitor's IP and country as the server saw them. */
export function RegionRestrictedPage({ ip, country, onContactUs }: RegionRestrictedPageProps) {
  return (
    <NoticePage
      title={<FormattedMessage id="system.region.title" />}
      actions={
        <Button onClick={onContactUs}>
          <FormattedMessage id="system.contactUs" />
        </Button>
      }
    >
      <p>
        <FormattedMessage id="system.region.text" />
      </p>
      {/* An IP or country the server did not send leaves out its line, not a label with nothing after it. */}
      {ip && (
        <p>
          <FormattedMessage id="system.region.ip" values={{ ip }} />
        </p>
      )}
      {country && (
        <p>
          <FormattedMessage id="system.region.country" values={{ country }} />
        </p>
      )}
    </NoticePage>
  );
}
