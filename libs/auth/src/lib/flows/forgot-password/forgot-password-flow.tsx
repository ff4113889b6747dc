import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useWhiteLabel } from '@wl/api-client';
import type { ModalBodyProps } from '@wl/ui-kit';
import { Tabs } from '../common/tabs';
import { EmailReset } from './email-reset';
import { PhoneReset } from './phone-reset';
type ForgotTab = 'email' | 'phone';
const TAB_LABEL_KEYS: Record<ForgotTab, string> = { email: 'auth.forgotPassword.byEmail', phone: 'auth.forgotPassword.byPhone' };

/** The forgot-password modal's body (spec §4): by e-mail, or by phone when the merchant allows it. */
export function ForgotPasswordFlow({ close }: ModalBodyProps) {
  const intl = useIntl();
  const { isOn } = useWhiteLabel();
  const [tab, setTab] = useState<ForgotTab>('email');
  const tabs: ForgotTab[] = isOn('phoneReset') ? ['email', 'phone'] : ['email'];
  const shown = tabs.includes(tab) ? tab : 'email';
  return (
    <Tabs
      label={intl.formatMessage({ id: 'auth.forgotPassword.how' })}
      tabs={tabs.map((value) => ({ value, label: intl.formatMessage({ id: TAB_LABEL_KEYS[value] }) }))}
      value={shown}
      onChange={setTab}
    >
      {/* Both stay mounted, as the login's do: switching keeps what was typed and a code's countdown, so coming
          back does not offer a send the server refuses as too soon. */}
      <div hidden={shown !== 'email'}>
        <EmailReset />
      </div>
      {tabs.includes('phone') && (
        <div hidden={shown !== 'phone'}>
          <PhoneReset close={close} />
        </div>
      )}
    </Tabs>
  );
}
