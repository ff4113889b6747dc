import { FormattedMessage } from 'react-intl';
import type { ModalBodyProps } from '@wl/ui-kit';

/** The change-password modal, forced after a first login or an expired password (spec §4); the password flow fills it. */
export default function ChangePasswordBody(_body: ModalBodyProps) {
  return (
    <p>
      <FormattedMessage id="auth.changePassword.intro" />
    </p>
  );
}
