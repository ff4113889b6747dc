import { LOGIN_MODAL_ID } from '@wl/session';

/** The ids under which the auth modals are registered with the site's modal system. */
export const AUTH_MODALS = {
  login: LOGIN_MODAL_ID,
  register: 'register',
  forgotPassword: 'forgotPassword',
  changePassword: 'changePassword',
  afterLogin: 'afterLogin',
  trialWarning: 'trialWarning',
} as const;
