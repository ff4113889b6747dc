import { CHANGE_PASSWORD_MODAL, LOGIN_MODAL } from '@wl/session';

/** The ids under which the auth modals are registered with the site's modal system. */
export const AUTH_MODALS = {
  login: LOGIN_MODAL,
  register: 'register',
  forgotPassword: 'forgotPassword',
  changePassword: CHANGE_PASSWORD_MODAL,
  afterLogin: 'afterLogin',
  trialWarning: 'trialWarning',
} as const;

/** The login modal's `mode`s besides a social provider's: the mobile-code tab, and the free trial it starts instead. */
export const LOGIN_MODES = { sms: 'sms', freeTrial: 'freeTrial' } as const;
