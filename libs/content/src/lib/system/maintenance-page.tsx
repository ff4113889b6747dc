import { FormattedMessage } from 'react-intl';
import { Button, NoticePage } from '@wl/ui-kit';

export interface SystemPageProps {
  onContactUs: () => void;
}

/** Spec §2: system status 1. */
export function MaintenancePage({ onContactUs }: SystemPageProps) {
  return (
    <NoticePage
      title={<FormattedMessage id="system.maintenance.title" />}
      actions={
        <Button onClick={onContactUs}>
          <FormattedMessage id="system.contactUs" />
        </Button>
      }
    >
      <p>
        <FormattedMessage id="system.maintenance.text" />
      </p>
    </NoticePage>
  );
}
