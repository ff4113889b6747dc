/** Login, SMS, captcha, free trial, register and password flows, and the guards that open them (the session itself is `@wl/session`). */
export { RequireSession } from './lib/guards/route-guard';
export { returnPath } from './lib/guards/return-path';
export { useRequireLogin, GuardedActionProvider } from './lib/guards/use-require-login';
export { useLoginAfterExpiry } from './lib/guards/login-after-expiry';
export { AUTH_MODALS, LOGIN_MODES } from './lib/modals/auth-modal-ids';
export { authModals } from './lib/modals/auth-modals';
export { InlineLoginForm } from './lib/login/inline-login-form';
// Account flows (issue 6). The flows themselves are the auth modals' bodies and load with them;
// only what the site needs on every page is exported here.
export { useResumeForcedPasswordChange } from './lib/flows/change-password/resume-forced-change';
export { useServiceChannel } from './lib/flows/roles/service-channel';
