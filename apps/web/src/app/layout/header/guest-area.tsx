import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { registrationAllowed } from '@wl/api-client';
import { AUTH_MODALS, InlineLoginForm, LOGIN_MODES } from '@wl/auth';
import { Button, focusRing, useModals } from '@wl/ui-kit';
import { useSiteSettings } from '../../site-settings';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The phone's header buttons: short side padding so both fit beside the logo on a 360 px screen. */
const CompactButton = styled(Button)`
  flex: none;
  padding-inline: ${({ theme }) => theme.space.sm};
  white-space: nowrap;
`;

export interface GuestAction {
  key: string;
  labelKey: string;
  run: () => void;
}

/**
 * Spec §2 header, logged out, after the inline login: the mobile-code login, register and free
 * trial, each behind its white-label flag, then the social logins.
 */
export function useGuestActions(): { actions: GuestAction[]; social: GuestAction[]; canRegister: boolean } {
  const modals = useModals();
  const settings = useSiteSettings();
  const canRegister = registrationAllowed(settings);
  const actions: GuestAction[] = [
    ...(settings.isOn('mobileCodeLogin')
      ? [
          {
            key: 'sms',
            labelKey: 'auth.login.mobileCode',
            run: () => modals.open(AUTH_MODALS.login, { mode: LOGIN_MODES.sms }),
          },
        ]
      : []),
    ...(canRegister ? [{ key: 'register', labelKey: 'auth.register.title', run: () => modals.open(AUTH_MODALS.register) }] : []),
    ...(settings.isOn('freePlay')
      ? [
          {
            key: 'trial',
            labelKey: 'auth.freeTrial',
            run: () => modals.open(AUTH_MODALS.login, { mode: LOGIN_MODES.freeTrial }),
          },
        ]
      : []),
  ];
  const social: GuestAction[] = [
    { provider: 'google', on: settings.isOn('googleLogin'), labelKey: 'auth.social.google' },
    { provider: 'facebook', on: settings.isOn('facebookLogin'), labelKey: 'auth.social.facebook' },
  ]
    .filter(({ on }) => on)
    .map(({ provider, labelKey }) => ({
      key: provider,
      labelKey,
      run: () => modals.open(AUTH_MODALS.login, { mode: provider }),
    }));
  return { actions, social, canRegister };
}

const UtilityButton = styled.button`
  min-height: ${({ theme }) => theme.size.target};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }

  ${focusRing}
`;

/**
 * The guest's header. Desktop and tablet: the inline login and register (spec §2); the other
 * ways in sit in the utility strip above (`GuestExtras`). A phone has no room for a form in its
 * header: log in opens the login modal, register the register modal, and the other ways in wait
 * in the account drawer.
 */
export function GuestArea({ phone }: { phone: boolean }) {
  const modals = useModals();
  const { canRegister } = useGuestActions();
  const { settled } = useSiteSettings();

  // The buttons show together, once the settings say which there are: a register button arriving
  // late would push the login button aside under the player's thumb.
  if (!settled) return null;
  if (phone) {
    return (
      <>
        <CompactButton onClick={() => modals.open(AUTH_MODALS.login)}>
          <FormattedMessage id="auth.login.title" />
        </CompactButton>
        {canRegister && (
          <CompactButton variant="secondary" onClick={() => modals.open(AUTH_MODALS.register)}>
            <FormattedMessage id="auth.register.title" />
          </CompactButton>
        )}
      </>
    );
  }

  return (
    <>
      <InlineLoginForm />
      {canRegister && (
        <Button variant="secondary" onClick={() => modals.open(AUTH_MODALS.register)}>
          <FormattedMessage id="auth.register.title" />
        </Button>
      )}
    </>
  );
}

/** The desktop utility strip's ways in for a guest: mobile-code login, free trial, then the social logins. */
export function GuestExtras() {
  const intl = useIntl();
  const { actions, social } = useGuestActions();
  const extras = actions.filter(({ key }) => key !== 'register');
  return (
    <>
      {extras.map(({ key, labelKey, run }) => (
        <UtilityButton key={key} type="button" onClick={run}>
          <FormattedMessage id={labelKey} />
        </UtilityButton>
      ))}
      {social.length > 0 && (
        <Group role="group" aria-label={intl.formatMessage({ id: 'auth.social.label' })}>
          {social.map(({ key, labelKey, run }) => (
            <UtilityButton key={key} type="button" onClick={run}>
              <FormattedMessage id={labelKey} />
            </UtilityButton>
          ))}
        </Group>
      )}
    </>
  );
}
