import { FormattedMessage } from 'react-intl';
import type { ModalBodyProps } from '@wl/ui-kit';

/** Registration (spec §2, §4). `/register?referralCode=…` opens it with the code; the register flow fills this body. */
export default function RegisterBody({ props }: ModalBodyProps<{ referralCode?: string }>) {
  return (
    <>
      <p>
        <FormattedMessage id="auth.register.intro" />
      </p>
      {props.referralCode && (
        <p>
          <FormattedMessage id="auth.register.referralCode" values={{ code: props.referralCode }} />
        </p>
      )}
    </>
  );
}
