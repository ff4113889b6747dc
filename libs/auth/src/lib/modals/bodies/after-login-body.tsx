import { FormattedMessage } from 'react-intl';
import type { ModalBodyProps } from '@wl/ui-kit';

/** Shown once login info has loaded (spec §4); the login flow fills it with the player's news. */
export default function AfterLoginBody(_body: ModalBodyProps) {
  return (
    <p>
      <FormattedMessage id="auth.afterLogin.intro" />
    </p>
  );
}
