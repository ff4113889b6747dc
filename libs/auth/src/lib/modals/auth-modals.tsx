import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmBody, DIALOG_WIDTH, type ModalBodyProps, type ModalRegistry } from '@wl/ui-kit';
import { AUTH_MODALS } from './auth-modal-ids';

/**
 * The auth flows' modal bodies load with their first opening, not with the home page. Each body
 * is the seam where its flow (login, register, password) is built; the shell only registers them.
 */
const LoginBody = lazy(() => import('./bodies/login-body'));
const RegisterBody = lazy(() => import('./bodies/register-body'));
const ForgotPasswordBody = lazy(() => import('./bodies/forgot-password-body'));
const ChangePasswordBody = lazy(() => import('./bodies/change-password-body'));
const AfterLoginBody = lazy(() => import('./bodies/after-login-body'));

function lazyBody(Body: LazyExoticComponent<ComponentType<ModalBodyProps>>) {
  return function render(body: ModalBodyProps) {
    return (
      <Suspense fallback={<p role="status"><FormattedMessage id="system.loading" /></p>}>
        <Body {...body} />
      </Suspense>
    );
  };
}

export const authModals: ModalRegistry = {
  [AUTH_MODALS.login]: { title: <FormattedMessage id="auth.login.title" />, render: lazyBody(LoginBody) },
  [AUTH_MODALS.register]: { title: <FormattedMessage id="auth.register.title" />, render: lazyBody(RegisterBody) },
  [AUTH_MODALS.forgotPassword]: { title: <FormattedMessage id="auth.forgotPassword.title" />, render: lazyBody(ForgotPasswordBody) },
  // Spec §4: the forced change after a first login or an expired password cannot be dismissed.
  [AUTH_MODALS.changePassword]: {
    title: <FormattedMessage id="auth.changePassword.title" />,
    render: lazyBody(ChangePasswordBody),
    clickToClose: false,
  },
  [AUTH_MODALS.afterLogin]: { title: <FormattedMessage id="auth.afterLogin.title" />, render: lazyBody(AfterLoginBody) },
  // Spec §8: a trial account using a member feature.
  [AUTH_MODALS.trialWarning]: {
    title: <FormattedMessage id="auth.trialWarning.title" />,
    width: DIALOG_WIDTH,
    minHeight: 0,
    render: ({ close }) => (
      <ConfirmBody
        message={<FormattedMessage id="auth.in_need_true_account" />}
        confirmLabel={<FormattedMessage id="auth.in_increase_submit" />}
        onConfirm={close}
      />
    ),
  },
};
