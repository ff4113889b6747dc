import { FormattedMessage } from 'react-intl';
import type { ModalBodyProps } from '@wl/ui-kit';

/** The login popup (spec §2, §4). The login flow fills this body; the shell opens it for guarded actions. */
export default function LoginBody(_body: ModalBodyProps) {
  return (
    <p>
      <FormattedMessage id="auth.login.intro" />
    </p>
  );
}
