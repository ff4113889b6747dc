import { FormattedMessage } from 'react-intl';
import { DIALOG_WIDTH, lazyModalBody, type ModalRegistry } from '@wl/ui-kit';
import type { LoginModalProps } from '../flows/login/login-flow';
import { AUTH_MODALS, LOGIN_MODES } from './auth-modal-ids';

/**
 * The auth flows' modal bodies load with their first opening, not with the home page. Each body
 * is the seam where its flow (login, register, password) is built; the shell only registers them.
 */
export const authModals: ModalRegistry = {
  [AUTH_MODALS.login]: {
    // The free trial starts from the login's dialog, and is named for what it does (it asks for no login).
    title: ({ mode }: LoginModalProps) => <FormattedMessage id={mode === LOGIN_MODES.freeTrial ? 'auth.freeTrial' : 'auth.login.title'} />,
    render: lazyModalBody(() => import('./bodies/login-body')),
  },
  [AUTH_MODALS.register]: {
    title: <FormattedMessage id="auth.register.title" />,
    render: lazyModalBody(() => import('./bodies/register-body')),
  },
  [AUTH_MODALS.forgotPassword]: {
    title: <FormattedMessage id="auth.forgotPassword.title" />,
    render: lazyModalBody(() => import('./bodies/forgot-password-body')),
  },
  // Spec §4: the forced change after a first login or an expired password cannot be dismissed;
  // a change the player chose can.
  [AUTH_MODALS.changePassword]: {
    title: <FormattedMessage id="auth.changePassword.title" />,
    render: lazyModalBody(() => import('./bodies/change-password-body')),
    clickToClose: (props: { forced?: boolean }) => !props.forced,
    closable: (props: { forced?: boolean }) => !props.forced,
  },
  [AUTH_MODALS.afterLogin]: {
    title: ({ welcomeTo }: { welcomeTo?: string }) =>
      welcomeTo ? <FormattedMessage id="home.welcome" values={{ brand: welcomeTo }} /> : <FormattedMessage id="auth.afterLogin.title" />,
    render: lazyModalBody(() => import('./bodies/after-login-body')),
  },
  // Spec §8: a trial account using a member feature.
  [AUTH_MODALS.trialWarning]: {
    title: <FormattedMessage id="auth.trialWarning.title" />,
    width: DIALOG_WIDTH,
    minHeight: 0,
    render: lazyModalBody(() => import('./bodies/trial-warning-body')),
  },
};
