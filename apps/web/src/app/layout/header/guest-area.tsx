import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AUTH_MODALS, InlineLoginForm } from '@wl/auth';
import { Button, type ButtonVariant, useModals } from '@wl/ui-kit';
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
  padding-inline: ${({ theme }) => theme.space.md};
  white-space: nowrap;
`;

export interface GuestAction {
  key: string;
  labelKey: string;
  variant: ButtonVariant;
  run: () => void;
}

/**
 * Spec §2 header, logged out, after the inline login: the mobile-code login, register and free
 * trial, each behind its white-label flag, then the social logins.
 */
export function useGuestActions(): { actions: GuestAction[]; social: GuestAction[]; canRegister: boolean } {
  const modals = useModals();
  const settings = useSiteSettings();
  const canRegister = settings.isOn('usernameRegister') || settings.isOn('mobileRegister');
  const actions: GuestAction[] = [
    ...(settings.isOn('mobileCodeLogin')
      ? [{ key: 'sms', labelKey: 'auth.login.mobileCode', variant: 'ghost' as const, run: () => modals.open(AUTH_MODALS.login, { mode: 'sms' }) }]
      : []),
    ...(canRegister ? [{ key: 'register', labelKey: 'auth.register.title', variant: 'secondary' as const, run: () => modals.open(AUTH_MODALS.register) }] : []),
    ...(settings.isOn('freePlay')
      ? [{ key: 'trial', labelKey: 'auth.freeTrial', variant: 'secondary' as const, run: () => modals.open(AUTH_MODALS.login, { mode: 'freeTrial' }) }]
      : []),
  ];
  const social: GuestAction[] = [
    { provider: 'google', on: settings.isOn('googleLogin'), labelKey: 'auth.social.google' },
    { provider: 'facebook', on: settings.isOn('facebookLogin'), labelKey: 'auth.social.facebook' },
  ]
    .filter(({ on }) => on)
    .map(({ provider, labelKey }) => ({ key: provider, labelKey, variant: 'ghost', run: () => modals.open(AUTH_MODALS.login, { mode: provider }) }));
  return { actions, social, canRegister };
}

/**
 * The guest's header. Desktop and tablet: the inline login and every action of spec §2. A phone
 * has no room for a form in its header: log in opens the login modal, register the register
 * modal, and the other actions wait in the account drawer.
 */
export function GuestArea({ phone }: { phone: boolean }) {
  const intl = useIntl();
  const modals = useModals();
  const { actions, social, canRegister } = useGuestActions();

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
      <Group>
        {actions.map(({ key, labelKey, variant, run }) => (
          <Button key={key} variant={variant} onClick={run}>
            <FormattedMessage id={labelKey} />
          </Button>
        ))}
      </Group>
      {social.length > 0 && (
        <Group role="group" aria-label={intl.formatMessage({ id: 'auth.social.label' })}>
          {social.map(({ key, labelKey, variant, run }) => (
            <Button key={key} variant={variant} onClick={run}>
              <FormattedMessage id={labelKey} />
            </Button>
          ))}
        </Group>
      )}
    </>
  );
}
