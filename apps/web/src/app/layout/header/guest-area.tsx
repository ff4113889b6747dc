import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AUTH_MODALS, InlineLoginForm } from '@wl/auth';
import { Button, useModals } from '@wl/ui-kit';
import { useSiteSettings } from '../../site-settings';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * Spec §2 header, logged out: the inline login, then register, free trial and the mobile-code
 * login switch, each behind its white-label flag, and the social-login group.
 */
export function GuestArea() {
  const intl = useIntl();
  const modals = useModals();
  const settings = useSiteSettings();
  const canRegister = settings.isOn('usernameRegister') || settings.isOn('mobileRegister');
  const social = [
    { provider: 'google', on: settings.isOn('googleLogin'), labelKey: 'auth.social.google' },
    { provider: 'facebook', on: settings.isOn('facebookLogin'), labelKey: 'auth.social.facebook' },
  ].filter(({ on }) => on);

  return (
    <>
      <InlineLoginForm />
      <Group>
        {settings.isOn('mobileCodeLogin') && (
          <Button variant="ghost" onClick={() => modals.open(AUTH_MODALS.login, { mode: 'sms' })}>
            <FormattedMessage id="auth.login.mobileCode" />
          </Button>
        )}
        {canRegister && (
          <Button variant="secondary" onClick={() => modals.open(AUTH_MODALS.register)}>
            <FormattedMessage id="auth.register.title" />
          </Button>
        )}
        {settings.isOn('freePlay') && (
          <Button variant="secondary" onClick={() => modals.open(AUTH_MODALS.login, { mode: 'freeTrial' })}>
            <FormattedMessage id="auth.freeTrial" />
          </Button>
        )}
      </Group>
      {social.length > 0 && (
        <Group role="group" aria-label={intl.formatMessage({ id: 'auth.social.label' })}>
          {social.map(({ provider, labelKey }) => (
            <Button key={provider} variant="ghost" onClick={() => modals.open(AUTH_MODALS.login, { mode: provider })}>
              <FormattedMessage id={labelKey} />
            </Button>
          ))}
        </Group>
      )}
    </>
  );
}
