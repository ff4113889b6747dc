import { FormattedMessage } from 'react-intl';
import type { ModalBodyProps } from '@wl/ui-kit';

/** Forgot password by e-mail or phone (spec §4); the password flow fills this body. */
export default function ForgotPasswordBody(_body: ModalBodyProps) {
  return (
    <p>
      <FormattedMessage id="auth.forgotPassword.intro" />
    </p>
  );
}
