import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSelector } from 'react-redux';
import { useWhiteLabel } from '@wl/api-client';
import { selectSessionExpired } from '@wl/session';
import { useModals, type ModalBodyProps } from '@wl/ui-kit';
import { AUTH_MODALS, LOGIN_MODES } from '../../modals/auth-modal-ids';
import { FreeTrial } from '../free-trial/free-trial';
import { isSocialProvider, SocialLogin } from '../social/social-login';
import { MODAL_BANNER_GROUPS, ModalBanner } from '../common/modal-banner';
import { Tabs } from '../common/tabs';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

/**
 * What the login modal is opened with: the header's inline form passes what was typed; the
 * header's buttons pass a mode (`sms` for the mobile-code login, `freeTrial` for free play).
 */
export interface LoginModalProps {
  username?: string;
  password?: string;
  mode?: string;
}

const SessionEndedNote = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

type LoginTab = 'username' | 'sms';

/** The login modal's body (spec §2, §4): username or mobile-code login, or the free trial. */
export function LoginFlow({ props, close }: ModalBodyProps<LoginModalProps>) {
  const intl = useIntl();
  const modals = useModals();
  const { isOn } = useWhiteLabel();
  const sessionEnded = useSelector(selectSessionExpired);
  const [tab, setTab] = useState<LoginTab>(props.mode === LOGIN_MODES.sms ? 'sms' : 'username');
  if (props.mode === LOGIN_MODES.freeTrial) return <FreeTrial close={close} />;
  if (isSocialProvider(props.mode)) return <SocialLogin provider={props.mode} close={close} />;

  const smsOn = isOn('mobileCodeLogin');
  const shown: LoginTab = smsOn ? tab : 'username';
  const prefill =
    props.username !== undefined || props.password !== undefined ? { username: props.username, password: props.password } : undefined;
  const forgotPassword = () => {
    close();
    modals.open(AUTH_MODALS.forgotPassword);
  };
  return (
    <>
      <ModalBanner group={MODAL_BANNER_GROUPS.login} />
      {/* Opened because the server ended the session mid-visit (useLoginAfterExpiry): it says so, not only "Log in". */}
      {sessionEnded && (
        <SessionEndedNote role="status">
          <FormattedMessage id="auth.sessionEnded" />
        </SessionEndedNote>
      )}
      <Tabs
        label={intl.formatMessage({ id: 'auth.login.how' })}
        tabs={[
          { value: 'username', label: intl.formatMessage({ id: 'auth.login.byUsername' }) },
          ...(smsOn ? [{ value: 'sms' as const, label: intl.formatMessage({ id: 'auth.login.byMobileCode' }) }] : []),
        ]}
        value={shown}
        onChange={setTab}
      >
        {/* Both stay mounted: switching keeps what was typed, and the header's hand-over is submitted once, not on every return. */}
        <div hidden={shown !== 'username'}>
          <PasswordLoginForm prefill={prefill} close={close} onForgotPassword={forgotPassword} />
        </div>
        {smsOn && (
          <div hidden={shown !== 'sms'}>
            <SmsLoginForm close={close} />
          </div>
        )}
      </Tabs>
    </>
  );
}
